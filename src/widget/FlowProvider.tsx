import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GatehouseClient } from '../client/index.js';
import { MessagesProvider, resolveMessages, useActiveMessages, useMessages, type MessageOverrides } from '../i18n/index.js';
import { Banner } from '../primitives/Banner/index.js';
import { ScreenLayout } from '../primitives/ScreenLayout/index.js';
import { ThemeProvider, type BaseTheme, type Theme } from '../theme/index.js';
import { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT, WidgetFrame } from '../embedding/index.js';
import { takeRedirectToken } from '../flow/browser.js';
import { configError, configMistake, productsOf, type ConfigErrorKey, type Product, type WidgetConfig } from '../flow/config.js';
import { products } from '../flow/products/index.js';
import { productScreens } from '../flow/screens.js';
import { FlowController, type FlowCallbacks } from '../flow/controller.js';
import type { FlowError } from '../flow/errors.js';
import type { WidgetEvent } from '../flow/types.js';
import { clientServices, type FlowServices } from '../flow/services.js';
import { initialState, type FlowMode, type FlowState } from '../flow/state.js';
import { FlowContext, type FlowContextValue } from '../react/context.js';
import { useOptionalGatehouse } from '../react/session.js';
import { ToastArea } from './ToastArea.js';
import { prefetchScreens } from './registry.js';

/** Props every entry point shares (spec §1 modes; issue: client, config, styles, strings, callbacks). */
export interface WidgetProps {
  /**
   * A `gatehouse-auth/client` instance (`createClient(publicToken, options)`). Left out, the nearest
   * `GatehouseProvider`'s client. `null` where no client can exist yet: the widget then renders nothing,
   * and appears once it is hydrated in the browser with a client.
   */
  client?: GatehouseClient | null;
  /** The widget config, in the spec's shape (§3). */
  config: WidgetConfig;
  /** A typed theme override (spec §3 Theme): any part of it. */
  styles?: Theme;
  /** The built-in theme the override applies on. @default 'default' */
  baseTheme?: BaseTheme;
  /**
   * The language to show, as a BCP 47 tag: `'fr'`, `'pt-PT'` (→ `pt-BR`), `'zh-CN'` (→ `zh-Hans`). The widget
   * ships en, es, fr, de, it, pt-BR, nl, ja, zh-Hans, ko, ar, he and the pseudo-locale en-XA; any other tag
   * falls back by language, then to English. Arabic and Hebrew lay the widget out right to left. A locale
   * other than English loads its own chunk before the widget shows text (`preloadLocale` avoids the wait).
   * @default the page's `<html lang>`, then the browser's `navigator.languages`, then `'en'`
   */
  locale?: string;
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

/**
 * Reset-password mode reads its token from the page: `?stytch_token_type=reset_password&token=…`, and with
 * `stytch_token_type=login` the widget logs in by itself (spec §2 PasswordResetForm). The token leaves the
 * address bar as it is read and the flow keeps it in memory (issue 26).
 */
function tokenFromUrl(): { token: string; autoLogin: boolean } {
  const { type, token } = takeRedirectToken();
  if (type === 'login') return { token: token ?? '', autoLogin: true };
  return { token: type === 'reset_password' || type === null ? (token ?? '') : '', autoLogin: false };
}

function startState(mode: FlowMode, passwordResetToken: string | undefined): FlowState {
  if (mode !== 'resetPassword') return initialState({ mode });
  if (passwordResetToken) return initialState({ mode, resetToken: passwordResetToken });
  const { token, autoLogin } = tokenFromUrl();
  return initialState({ mode, resetToken: token, autoLogin });
}

/**
 * A config the widget cannot use, in place of the screens. A §5 error shows the spec's own text; a developer's
 * mistake (`configMistake`) shows only the spec's generic error header (§2 'Looks like there was an error!'):
 * what to change goes to the console and `onError`, not to the user.
 */
function ConfigErrorCard({ error }: { error: ConfigErrorKey | 'mistake' }) {
  const t = useMessages();
  return (
    <ScreenLayout>
      <Banner>{t(error === 'mistake' ? 'crypto.error.header' : error)}</Banner>
    </ScreenLayout>
  );
}

/**
 * The themed root, marked with the locale's language; a right-to-left locale (Arabic, Hebrew) sets the direction.
 * A left-to-right one inherits the page's: a host on a right-to-left page that gives the widget its own strings
 * (a language without a built-in locale) keeps them laid out as its page is.
 */
function LocaleThemeProvider(props: { base?: BaseTheme; theme?: Theme; children: ReactNode }) {
  const { locale, dir } = useActiveMessages();
  return <ThemeProvider {...props} lang={locale} {...(dir === 'rtl' ? { dir } : {})} />;
}

const noSubscription = () => () => undefined;

/** True once rendering in the browser after hydration; false on the server and while hydrating. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A key per client object, so a new client starts a new flow instead of being ignored. */
const clientKeys = new WeakMap<object, number>();
let lastClientKey = 0;
function keyOf(client: object | null | undefined): number {
  if (!client) return 0;
  const known = clientKeys.get(client);
  if (known !== undefined) return known;
  clientKeys.set(client, ++lastClientKey);
  return lastClientKey;
}

/**
 * The composition root: creates the flow for a client and a config, and provides it, the theme, the
 * strings and the toast area to every screen inside. `Login`, `ResetPassword` and `PasskeyRegistration`
 * are this plus the screen router; hosts use it directly to place screens in their own layout.
 *
 * Server rendering: it renders nothing on the server and while hydrating (there is no client there, and the
 * widget's first screen depends on the browser), then renders the widget in the browser.
 */
export function FlowProvider(props: FlowProviderProps) {
  const hydrated = useHydrated();
  const appClient = useOptionalGatehouse();
  if (!props.services && props.client === undefined && appClient === undefined) {
    throw new Error(
      'Gatehouse: pass `client` to Login (or FlowProvider, ResetPassword, PasskeyRegistration), or render it inside <GatehouseProvider client={client}>.',
    );
  }
  const client = props.services ? undefined : props.client !== undefined ? props.client : appClient;
  if (!hydrated || (!props.services && !client)) return null;
  // A new client starts a new flow, and so does a new reset token (a newer reset email, or
  // `<stytch-reset-password>`'s attribute changed after it rendered): the old token must not be submitted.
  const token = props.mode === 'resetPassword' ? (props.passwordResetToken ?? '') : '';
  return <FlowRoot key={`${keyOf(client)} ${token}`} {...props} resolvedClient={client ?? null} />;
}

/** The flow of one client (the prop's, or the app's `GatehouseProvider`'s) or of fake services. */
function FlowRoot({ resolvedClient, ...props }: FlowProviderProps & { resolvedClient: GatehouseClient | null }) {
  const { config, styles, baseTheme, locale, strings, callbacks, mode = 'login', passwordResetToken, host, children } = props;
  const hostRef = useRef<HTMLElement | null>(null);
  // Every form of the widget also tells the page through DOM events, from the element it lives in.
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
  // A mistake the types forbid (a config from JavaScript) is checked first: the §5 rules assume a list of products.
  const mistake = configMistake(config, products);
  const error = mistake ? 'mistake' : configError(config);

  // New props take effect at once, without losing the user's place.
  useLayoutEffect(() => controller.update({ config, callbacks: announce }), [controller, config, announce]);

  useEffect(() => {
    if (error) return;
    return controller.connect();
  }, [controller, error]);

  // A product's screens load when the user reaches for its control on Main (`useIntent`), or when the flow
  // first shows one; never on the way to Main's first paint (issue 27). Each product's once per flow.
  const [requested] = useState(() => new Set<Product>());
  const configured = productsOf(config);
  const prefetch = useCallback(
    (products: readonly Product[]) => {
      const wanted = products.filter((product) => !requested.has(product) && configured.includes(product));
      for (const product of wanted) requested.add(product);
      if (!wanted.length) return;
      prefetchScreens(wanted.flatMap(productScreens));
      // The products' later transitions come with their screens, so the answer to Main's submit need not
      // wait for them (issue 27; the controller holds it until they are in).
      controller.loadLater().catch(() => undefined);
    },
    [requested, configured, controller],
  );

  // Spec §5: a config error is shown in the widget, and reported once per error to the host. A developer's
  // mistake is reported with what to change, on the console too: the page may have no `onError`.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const message = mistake ?? (error && error !== 'mistake' ? resolveMessages(strings)[error] : null);
    if (!message || reported.current === message) return;
    reported.current = message;
    if (mistake) console.error(mistake);
    announce.onError({ name: 'ConfigurationError', message });
  }, [error, mistake, announce, strings]);

  const context = useMemo<FlowContextValue>(() => ({ controller, config, prefetch }), [controller, config, prefetch]);

  return (
    <FlowContext.Provider value={context}>
      <WidgetFrame shadow={config.enableShadowDOM ?? false} host={host} hostRef={hostRef}>
        <MessagesProvider messages={strings} locale={locale}>
          <LocaleThemeProvider base={baseTheme} theme={styles}>
            {error ? <ConfigErrorCard error={error} /> : children}
            {error ? null : <ToastArea />}
          </LocaleThemeProvider>
        </MessagesProvider>
      </WidgetFrame>
    </FlowContext.Provider>
  );
}
