import { useMemo, type RefObject } from 'react';
import { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT } from '../embedding/index.js';
import type { FlowCallbacks } from '../flow/controller.js';
import type { FlowError } from '../flow/errors.js';
import type { WidgetEvent } from '../flow/types.js';

/**
 * The flow's callbacks: the host's, and the same events and errors as DOM events from the element the widget
 * lives in, so every form of the widget (React, custom element, mount API) also tells the page.
 */
export function useAnnounce(
  callbacks: FlowCallbacks | undefined,
  hostRef: RefObject<HTMLElement | null>,
): Required<Pick<FlowCallbacks, 'onEvent' | 'onError'>> {
  return useMemo(
    () => ({
      onEvent: (event: WidgetEvent) => {
        callbacks?.onEvent?.(event);
        dispatchWidgetEvent(hostRef.current, WIDGET_EVENT, event);
      },
      onError: (error: FlowError) => {
        callbacks?.onError?.(error);
        dispatchWidgetEvent(hostRef.current, WIDGET_ERROR, error);
      },
    }),
    [callbacks, hostRef],
  );
}
