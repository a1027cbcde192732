/**
 * The widget's DOM events: every form of the widget (React component, mount API, custom element) dispatches
 * its `onEvent` / `onError` callbacks as DOM events too, from the element it lives in, so a host page can
 * listen anywhere up the tree (`document.addEventListener('stytch-event', …)`).
 */
import type { FlowError } from '../flow/errors.js';
import type { WidgetEvent } from '../flow/types.js';

/** Dispatched for each `onEvent` (spec §4 success events); `detail` is the `{ type, data }` event. */
export const WIDGET_EVENT = 'stytch-event';
/** Dispatched for each `onError` (every failure the user sees); `detail` is the error. */
export const WIDGET_ERROR = 'stytch-error';

export interface WidgetDomEvents {
  [WIDGET_EVENT]: CustomEvent<WidgetEvent>;
  [WIDGET_ERROR]: CustomEvent<FlowError>;
}

/**
 * Dispatches a widget event from `target`. It bubbles, and is `composed` so it also leaves any shadow root
 * the widget (or the host's own component holding it) sits in.
 */
export function dispatchWidgetEvent<K extends keyof WidgetDomEvents>(
  target: EventTarget | null,
  type: K,
  detail: WidgetDomEvents[K]['detail'],
): void {
  target?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

// The DOM's event maps are extended by declaration merging: the interfaces are empty by design.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementEventMap extends WidgetDomEvents {}
  interface DocumentEventMap extends WidgetDomEvents {}
} /* eslint-enable @typescript-eslint/no-empty-object-type */
