/**
 * Renders screens in stories the way a host would: a `FlowProvider` with fake services, seeded with a
 * flow state, themed from the Storybook toolbar (default, dark, custom) and in its locale. A story's options may be a function
 * of its args, so the screen's controls change the seeded state or the config.
 */
import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import {
  initialState,
  type FlowCallbacks,
  type FlowMode,
  type FlowServices,
  type FlowState,
  type ScreenName,
  type WidgetConfig,
} from '../../src/flow';
import type { Theme } from '../../src/theme';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices } from './fakeServices';
import { storyLocale } from './locale';
import { themeProps } from './theme';

/** A state to seed: changes to `initialState()` of login mode. */
type FlowSeed = Partial<FlowState> & Pick<FlowState, 'screen'>;

export interface FlowStoryOptions {
  config: WidgetConfig;
  /** The state to show; changes to `initialState()` of login mode. */
  state?: FlowSeed;
  services?: FlowServices;
  /** The host's `onEvent` / `onError` (spies, for a story that checks what the host hears). */
  callbacks?: FlowCallbacks;
  /** A typed theme override, over the toolbar's choice (the widget's `styles` prop). */
  styles?: Theme;
  /** What to render inside the provider. @default the current screen */
  children?: ReactNode;
}

/** A story's options, or a function of its args that gives them (a screen's controls). */
type FlowStoryInput<A> = FlowStoryOptions | ((args: A) => FlowStoryOptions);

/** Seeds a login-mode state with the fields a story sets. */
function seed(state: FlowSeed): FlowState {
  return { ...initialState({ mode: 'login' }), ...state } as FlowState;
}

/** Each flow story's options, by its render function: the docs page's usage snippet reads the config there. */
const storyOptions = new WeakMap<object, FlowStoryInput<never>>();

/** A story render function for a seeded flow. */
export function renderFlow<A = unknown>(input: FlowStoryInput<A>) {
  const FlowStory = function FlowStory(args: A, context: Pick<StoryContext, 'globals'>) {
    const { config, state, services, callbacks, styles, children } = typeof input === 'function' ? input(args) : input;
    const theme = themeProps(context);
    return (
      <FlowProvider
        // The provider reads its services and seeded state once: a changed control starts the flow afresh.
        key={typeof input === 'function' ? JSON.stringify(args) : undefined}
        services={services ?? fakeServices()}
        config={config}
        initialState={state ? seed(state) : undefined}
        callbacks={callbacks}
        baseTheme={theme.baseTheme}
        locale={storyLocale(context)}
        styles={styles ? { ...theme.styles, ...styles } : theme.styles}
      >
        {children ?? <CurrentScreen />}
      </FlowProvider>
    );
  };
  storyOptions.set(FlowStory, input as FlowStoryInput<never>);
  return FlowStory;
}

/** How a screen's docs page says a host shows it. */
export interface ScreenUsage {
  /** When the flow shows the screen, for the snippet's comment (the screen renders only then). */
  when: string;
  /** The flow's mode (spec §1). @default 'login', which starts on Main */
  mode?: FlowMode;
}

/** A config as TypeScript source, on one line: `{ products: ['otp'], otpOptions: { methods: ['email'] } }`. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value === null || typeof value !== 'object') return String(value);
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, field]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(field)}`).join(', ')} }`;
}

/** The snippet: the screen inside a `FlowProvider` with the story's config, after Main in login mode. */
function usageSnippet(screen: ScreenName, config: WidgetConfig, { when, mode = 'login' }: ScreenUsage): string {
  const screens = mode === 'login' && screen !== 'Main' ? ['Main', screen] : [screen];
  const modeProp = mode === 'login' ? '' : ` mode="${mode}"`;
  return [
    `import { FlowProvider, ${[...screens].sort().join(', ')} } from 'gatehouse-auth';`,
    '',
    `// ${screen}: ${when}`,
    '// Each screen reads the flow from the FlowProvider around it and renders only while the flow is on it;',
    "// the provider takes its client from the app's <GatehouseProvider> (or a `client` prop).",
    'export function SignIn() {',
    '  return (',
    `    <FlowProvider${modeProp} config={${literal(config)}}>`,
    ...screens.map((name) => `      <${name} />`),
    '    </FlowProvider>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * A screen's docs parameters: under each story, the usage snippet a host writes (Storybook's
 * `docs.source.transform`), with that story's config as its controls set it, instead of the story's own
 * code (a seeded provider with fake services). `dynamic`: Storybook hands the snippet over again on each
 * render, so a changed control changes it. A story that does not render through `renderFlow` keeps its code.
 */
export function screenDocs(screen: ScreenName, usage: ScreenUsage) {
  return {
    source: {
      type: 'dynamic' as const,
      language: 'tsx',
      transform: (code: string, { args, originalStoryFn }: Pick<StoryContext, 'args' | 'originalStoryFn'>) => {
        const input = storyOptions.get(originalStoryFn) as FlowStoryInput<typeof args> | undefined;
        if (!input) return code;
        const { config } = typeof input === 'function' ? input(args) : input;
        return usageSnippet(screen, config, usage);
      },
    },
  };
}
