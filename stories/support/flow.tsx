/**
 * Renders screens in stories the way a host would: a `FlowProvider` with fake services, seeded with a
 * flow state, themed from the Storybook toolbar (default, dark, custom).
 */
import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { initialState, type FlowCallbacks, type FlowServices, type FlowState, type WidgetConfig } from '../../src/flow';
import type { ThemeOverride } from '../../src/theme';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices } from './fakeServices';
import { themeProps } from './theme';

export interface FlowStoryOptions {
  config: WidgetConfig;
  /** The state to show; changes to `initialState()` of login mode. */
  state?: Partial<FlowState> & Pick<FlowState, 'screen'>;
  services?: FlowServices;
  /** The host's `onEvent` / `onError` (spies, for a story that checks what the host hears). */
  callbacks?: FlowCallbacks;
  /** A typed theme override, over the toolbar's choice (the widget's `styles` prop). */
  styles?: ThemeOverride;
  /** What to render inside the provider. @default the current screen */
  children?: ReactNode;
}

/** Seeds a login-mode state with the fields a story sets. */
function seed(state: Partial<FlowState> & Pick<FlowState, 'screen'>): FlowState {
  return { ...initialState({ mode: 'login' }), ...state } as FlowState;
}

/** A story render function for a seeded flow. */
export function renderFlow({ config, state, services, callbacks, styles, children }: FlowStoryOptions) {
  return function FlowStory(_args: unknown, context: Pick<StoryContext, 'globals'>) {
    const theme = themeProps(context);
    return (
      <FlowProvider
        services={services ?? fakeServices()}
        config={config}
        initialState={state ? seed(state) : undefined}
        callbacks={callbacks}
        baseTheme={theme.baseTheme}
        styles={styles ? { ...theme.styles, ...styles } : theme.styles}
      >
        {children ?? <CurrentScreen />}
      </FlowProvider>
    );
  };
}
