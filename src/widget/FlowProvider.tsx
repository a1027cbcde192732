import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GatehouseClient } from '../client/index.js';
import { MessagesProvider, useActiveMessages, type MessageOverrides } from '../i18n/index.js';
import { ThemeProvider, type BaseTheme, type ColorScheme, type Presentation, type Theme, type ThemeProviderProps } from '../theme/index.js';
import { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT, WidgetFrame } from '../embedding/index.js';
import { configError, configUsable, type WidgetConfig } from '../flow/config.js';
import { FlowController, type FlowCallbacks } from '../flow/controller.js';
import type { FlowError } from '../flow/errors.js';
import { products } from '../flow/products/index.js';
import { clientServices, type FlowServices } from '../flow/services.js';
import type { FlowMode, FlowState } from '../flow/state.js';
import type { WidgetEvent } from '../flow/types.js';
import { FlowContext, type FlowContextValue } from '../react/context.js';
import { useOptionalGatehouse } from '../react/session.js';
import { keyOf } from './clientKey.js';
import { ConfigErrorCard, ConfigErrorReport } from './configErrors.js';
import { startState } from './startState.js';
import { ToastArea } from './ToastArea.js';
import { usePrefetch } from './usePrefetch.js';
import { loadOnServer } from './registry.js';
import { useHydrated } from '../react/useHydrated.js';

/** Props every entry point shares (spec §1 modes; issue: client, config, styles, strings, callbacks). */
export interface WidgetProps {
  /**
   * A `gatehouse-auth/client` instance (`createClient(publicToken, options)`). Left out, the nearest
   * `GatehouseProvider`'s client. `null`: the widget renders nothing. On a server pass the inert client
   * `createClient` returns there (not `null`): the widget renders its first screen into the HTML (issue 38).
   */
  client?: GatehouseClient | null;
  /** The widget config, in the spec's shape (§3). */
  config: WidgetConfig;
  /** A typed theme override (spec §3 Theme): any part of it. */
  styles?: Theme;
  /** The built-in theme the override applies on. @default 'default' */
  baseTheme?: BaseTheme;
  /**
   * A theme in the keys of the provider's 6.x UI (`@stytch/vanilla-js` 6.3 `presentation: { theme, options }`),
   * for hosts migrating from it: instead of `styles`, never with it (both are a configuration error).
   */
  presentation?: Presentation;
  /**
   * `'light'`, `'dark'`, or `'auto'` to follow the user's `prefers-color-scheme` (live, from the first paint).
   * @default the presentation's `color-scheme`, else `baseTheme`'s
   */
  colorScheme?: ColorScheme;
  /**
   * The language to show, as a BCP 47 tag: `'fr'`, `'es-MX'` (→ `es-419`), `'zh-TW'` (→ `zh-Hant`). The widget
   * ships the 32 languages of `LOCALES` (docs/Languages.mdx) and the pseudo-locale en-XA; any other tag falls
   * back by language and region, then to English. Arabic, Hebrew and Persian lay the widget out right to left. A locale
   * other than English loads its own chunk before the widget shows text (`preloadLocale` avoids the wait).
   * A list of tags, best first, picks the first the widget speaks: `gatehouse-auth/server`'s
   * `preferredLanguages(request)` on a server-rendered page, so the server and the browser agree (issue 38).
   * @default the page's `<html lang>`, then the browser's `navigator.languages`, then `'en'` (on a server
   * render: `'en'` until hydrated)
   */
  locale?: string | readonly string[];
  /** Any subset of the message catalogue, to reword or translate; applies over the locale's text. */
  strings?: MessageOverrides;
  /** `onEvent({ type, data })` on each success (spec §4), `onError(error)` for every failure the user sees. */
  callbacks?: FlowCallbacks;
}

export type FlowProviderProps = Omit<WidgetProps, 'client'> & {
  /** Which screen the flow starts on (spec §1). @default 'login' */
  mode?: FlowMode;
  /** Reset-password mode: the token; read from the page's URL when left out. */
  passwordResetToken?: string;
  /** Start in this state instead (stories, tests, a host restoring its place). */
  initialState?: FlowState;
  /**
   * The element the widget lives in, when the caller owns it (the custom elements pass themselves): its
   * light DOM, or its shadow root with `enableShadowDOM`. @default a `<div data-gatehouse>` of its own
   */
  host?: HTMLElement;
  children?: ReactNode;
} & (
    | { client?: GatehouseClient | null; services?: undefined }
    /** Services instead of a client: fakes in stories and tests. */
    | { client?: undefined; services: FlowServices }
  );

/** A `presentation` (issue 41) on the theme root: its own chunk, loaded only by a widget given one. */
const loadLook = () => import('./PresentationLook.js');
const PresentationLook = lazy(loadLook);
/**
 * On a server the look's chunk loads with this module, so `renderToString` (which cannot wait for a chunk) has it
 * at a request's first render, as the entry points' first screens (registry.ts; issues 38, 41).
 */
let serverLook: typeof import('./PresentationLook.js').default | undefined;
loadOnServer(loadLook, (look) => (serverLook = look));

/**
 * The themed root, marked with the locale's language and direction, left to right too (issue 40): English on a
 * right-to-left page would otherwise read '?Forgot Password'. A host that gives the widget another language's
 * strings names it with `locale` (a per-locale `strings` entry), or lays the widget out itself.
 *
 * The theme of every widget's root (the sign-in widgets', the account page's): the typed `theme`, or the
 * provider's `presentation` (issue 41) through its lazy chunk — shown once that is in. With both, `theme`
 * alone: the caller reports the mistake.
 */
export function LocaleThemeProvider({
  presentation,
  ...props
}: Omit<ThemeProviderProps, 'lang' | 'dir'> & { presentation?: Presentation | undefined }) {
  const { locale, dir } = useActiveMessages();
  const themed = (look?: Omit<ThemeProviderProps, 'lang' | 'dir'>) => <ThemeProvider {...props} {...look} lang={locale} dir={dir} />;
  const Look = serverLook ?? PresentationLook;
  return presentation && !props.theme ? (
    <Suspense>
      {/* Spread, not `colorScheme={props.colorScheme}`: fewer of Login's up-front bytes. */}
      <Look {...props} presentation={presentation} render={themed} />
    </Suspense>
  ) : (
    themed()
  );
}

/**
 * The composition root: creates the flow for a client and a config, and provides it, the theme, the
 * strings and the toast area to every screen inside. `Login`, `ResetPassword` and `PasskeyRegistration`
 * are this plus the screen router; hosts use it directly to place screens in their own layout.
 *
 * Server rendering (issue 38): with a client (on a server `createClient` gives an inert one) it renders its
 * first screen on the server, and the browser's first render is the same markup, so hydration adopts it. What
 * only the browser knows (passkey and wallet support, a stored session, the page's languages) is read once
 * hydrated: the flow starts in an effect, and the locale follows the `locale` prop until then.
 */
export function FlowProvider(props: FlowProviderProps) {
  const appClient = useOptionalGatehouse();
  if (!props.services && props.client === undefined && appClient === undefined) {
    throw new Error('Gatehouse: pass `client`, or render the widget inside <GatehouseProvider client={client}>.');
  }
  const client = props.services ? undefined : props.client !== undefined ? props.client : appClient;
  if (!props.services && !client) return null;
  // A new client starts a new flow, and so does a new reset token (a newer reset email, or
  // `<stytch-reset-password>`'s attribute changed after it rendered): the old token must not be submitted.
  const token = props.mode === 'resetPassword' ? (props.passwordResetToken ?? '') : '';
  return <FlowRoot key={`${keyOf(client)} ${token}`} {...props} resolvedClient={client ?? null} />;
}

/** The flow of one client (the prop's, or the app's `GatehouseProvider`'s) or of fake services. */
function FlowRoot({ resolvedClient, ...props }: FlowProviderProps & { resolvedClient: GatehouseClient | null }) {
  const {
    config,
    styles,
    presentation,
    colorScheme,
    baseTheme,
    locale,
    strings,
    callbacks,
    mode = 'login',
    passwordResetToken,
    host,
    children,
  } = props;
  const hostRef = useRef<HTMLElement | null>(null);
  // Every form of the widget (React, custom element, mount API) also tells the page through DOM events, from
  // the element it lives in.
  const announce = useMemo(
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
    [callbacks],
  );
  const [controller] = useState(
    () =>
      new FlowController({
        services: props.services ?? clientServices(resolvedClient!),
        config,
        callbacks: announce,
        initial: props.initialState ?? startState(mode, passwordResetToken),
      }),
  );
  // A mistake the types forbid (a config from JavaScript; `styles` with `presentation`, issue 41) is checked
  // first: the §5 rules assume a list of products.
  const error = !(styles && presentation) && configUsable(config, products) ? configError(config) : 'mistake';

  // New props take effect at once, without losing the user's place.
  useLayoutEffect(() => controller.update({ config, callbacks: announce }), [controller, config, announce]);

  useEffect(() => {
    if (error) return;
    return controller.connect();
  }, [controller, error]);

  const prefetch = usePrefetch(config, controller);

  const hydrating = !useHydrated();
  // Rendered on a server, or hydrating its HTML: the places that HTML held stay held once hydrated (issue 38).
  const [held] = useState(hydrating);
  const context = useMemo<FlowContextValue>(() => ({ controller, config, prefetch, held }), [controller, config, prefetch, held]);

  return (
    <FlowContext.Provider value={context}>
      <WidgetFrame shadow={config.enableShadowDOM ?? false} host={host} hostRef={hostRef}>
        {/* Where a server render waits for the locale's chunk (MessagesProvider's `hydrating`). */}
        <Suspense fallback={null}>
          <MessagesProvider messages={strings} locale={locale} hydrating={hydrating}>
            {/* Spec §5: a config error is shown in the widget and reported to the host, in its language. */}
            <ConfigErrorReport
              config={config}
              error={error}
              strings={strings}
              onError={announce.onError}
              bothThemes={!!(styles && presentation)}
            />
            <LocaleThemeProvider base={baseTheme} theme={styles} colorScheme={colorScheme} presentation={presentation}>
              {error ? <ConfigErrorCard error={error} /> : children}
              {error ? null : <ToastArea />}
            </LocaleThemeProvider>
          </MessagesProvider>
        </Suspense>
      </WidgetFrame>
    </FlowContext.Provider>
  );
}
