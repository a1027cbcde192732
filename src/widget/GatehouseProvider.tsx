import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GatehouseClient } from '../client';
import { MessagesProvider, resolveMessages, useMessages, type MessageOverrides } from '../i18n';
import { Banner } from '../primitives/Banner';
import { ScreenLayout } from '../primitives/ScreenLayout';
import { ToastProvider } from '../primitives/Toast';
import { ThemeProvider, type BaseTheme, type ThemeOverride } from '../theme';
import { readRedirectToken } from '../flow/browser';
import { configError, type ConfigErrorKey, type WidgetConfig } from '../flow/config';
import { FlowController, type FlowCallbacks } from '../flow/controller';
import { clientServices, type FlowServices } from '../flow/services';
import { initialState, type FlowMode, type FlowState } from '../flow/state';
import { FlowContext, type FlowContextValue } from './context';
import { NoticeBridge } from './NoticeBridge';
import { isOffered, prefetchScreens } from './registry';

/** Props every entry point shares (spec §1 modes; issue: client, config, styles, strings, callbacks). */
export interface WidgetProps {
  /** A `gatehouse/client` instance (`createClient(publicToken, options)`). */
  client: GatehouseClient;
  /** The widget config, in the spec's shape (§3). */
  config: WidgetConfig;
  /** A typed theme override (spec §3 Theme): any part of it. */
  styles?: ThemeOverride;
  /** The built-in theme the override applies on. @default 'default' */
  baseTheme?: BaseTheme;
  /** Any subset of the message catalogue, to reword or translate. */
  strings?: MessageOverrides;
  /** `onEvent({ type, data })` on each success (spec §4), `onError(error)` for every failure the user sees. */
  callbacks?: FlowCallbacks;
}

export type GatehouseProviderProps = Omit<WidgetProps, 'client'> & {
  /** Which screen the flow starts on (spec §1). @default 'login' */
  mode?: FlowMode;
  /** Reset-password mode: the token; read from the page's URL when left out. */
  passwordResetToken?: string;
  /** Start in this state instead (stories, tests, a host restoring its place). */
  initialState?: FlowState;
  children?: ReactNode;
} & (
    | { client: GatehouseClient; services?: undefined }
    /** Services instead of a client: fakes in stories and tests. */
    | { client?: undefined; services: FlowServices }
  );

/**
 * Reset-password mode reads its token from the page: `?stytch_token_type=reset_password&token=…`, and with
 * `stytch_token_type=login` the widget logs in by itself (spec §2 PasswordResetForm).
 */
function tokenFromUrl(): { token: string; autoLogin: boolean } {
  const { type, token } = readRedirectToken();
  if (type === 'login') return { token: token ?? '', autoLogin: true };
  return { token: type === 'reset_password' || type === null ? (token ?? '') : '', autoLogin: false };
}

function startState(mode: FlowMode, passwordResetToken: string | undefined): FlowState {
  if (mode !== 'resetPassword') return initialState({ mode });
  if (passwordResetToken) return initialState({ mode, resetToken: passwordResetToken });
  const { token, autoLogin } = tokenFromUrl();
  return initialState({ mode, resetToken: token, autoLogin });
}

function ConfigErrorCard({ error }: { error: ConfigErrorKey }) {
  const t = useMessages();
  return (
    <ScreenLayout>
      <Banner>{t(error)}</Banner>
    </ScreenLayout>
  );
}

/**
 * The composition root: creates the flow for a client and a config, and provides it, the theme, the
 * strings and the toast area to every screen inside. `Login`, `ResetPassword` and `PasskeyRegistration`
 * are this plus the screen router; hosts use it directly to place screens in their own layout.
 */
export function GatehouseProvider(props: GatehouseProviderProps) {
  const { config, styles, baseTheme, strings, callbacks, mode = 'login', passwordResetToken, children } = props;
  const [controller] = useState(
    () =>
      new FlowController({
        services: props.services ?? clientServices(props.client!),
        config,
        callbacks,
        initial: props.initialState ?? startState(mode, passwordResetToken),
      }),
  );
  const error = configError(config);

  // New props take effect at once, without losing the user's place.
  useLayoutEffect(() => controller.update({ config, callbacks }), [controller, config, callbacks]);

  useEffect(() => {
    if (error) return;
    const disconnect = controller.connect();
    prefetchScreens(config.products);
    return disconnect;
  }, [controller, error]);

  // Spec §5: a config error is shown in the widget, and reported once per error to the host.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    callbacks?.onError?.({ name: 'ConfigurationError', message: resolveMessages(strings)[error] });
  }, [error, callbacks, strings]);

  const context = useMemo<FlowContextValue>(() => ({ controller, config, offered: isOffered }), [controller, config]);

  return (
    <ThemeProvider base={baseTheme} theme={styles}>
      <MessagesProvider messages={strings}>
        <ToastProvider>
          <FlowContext.Provider value={context}>
            {error ? <ConfigErrorCard error={error} /> : children}
            {error ? null : <NoticeBridge />}
          </FlowContext.Provider>
        </ToastProvider>
      </MessagesProvider>
    </ThemeProvider>
  );
}
