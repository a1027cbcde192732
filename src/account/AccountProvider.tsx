import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GatehouseClient } from '../client/index.js';
import { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT, WidgetFrame } from '../embedding/index.js';
import type { FlowError } from '../flow/errors.js';
import { MessagesProvider, type MessageOverrides } from '../i18n/index.js';
import { ToastProvider, useToast } from '../primitives/Toast/index.js';
import { useEmbedding } from '../react/index.js';
import { useOptionalGatehouse } from '../react/session.js';
import type { BaseTheme, Theme } from '../theme/index.js';
import { ConfigErrorCard, ConfigErrorReport } from '../widget/configErrors.js';
import { LocaleThemeProvider, type WidgetProps } from '../widget/FlowProvider.js';
import { keyOf } from '../widget/clientKey.js';
import { useHydrated } from '../react/useHydrated.js';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../wire/index.js';
import { AccountContext, useAccountStore, useAccountText, type AccountMessage } from './context.js';
import { accountServices, type AccountServices } from './services.js';
import { AccountController, type AccountCallbacks, type AccountEvent } from './store.js';

/**
 * Props of the account page and of its provider (the sections' root when a host composes them). `presentation`
 * and `colorScheme` as the sign-in widgets take them (issue 41).
 */
export interface AccountProviderProps extends Pick<WidgetProps, 'presentation' | 'colorScheme'> {
  /**
   * A `gatehouse-auth/client` instance. Left out, the nearest `GatehouseProvider`'s client. `null` where no
   * client can exist yet: nothing is rendered until there is one.
   */
  client?: GatehouseClient | null;
  /** Fake services instead of a client (stories, tests). */
  services?: AccountServices;
  /** A typed theme override (spec §3 Theme): any part of it. */
  styles?: Theme;
  /** The built-in theme the override applies on. @default 'default' */
  baseTheme?: BaseTheme;
  /** The language to show, as `Login` takes it. @default the page's `<html lang>`, then the browser's */
  locale?: string;
  /** Any subset of the message catalogue, to reword or translate. */
  strings?: MessageOverrides;
  /** `onEvent({ type, data })` on each change (`AccountEvent`), `onError(error)` for every failure shown. */
  callbacks?: AccountCallbacks;
  /** Renders inside an open shadow root, as `config.enableShadowDOM` does for `Login`. @default false */
  enableShadowDOM?: boolean;
  /** The session's lifetime after a fresh factor or a new password, in minutes. @default 30 */
  sessionDurationMinutes?: number;
  /** The element to live in (the custom element passes itself). @default a `<div data-gatehouse>` of its own */
  host?: HTMLElement;
  children?: ReactNode;
}

/** Hands the store's announcements to the toast area (a live region: every change is heard, issue 39). */
function Announcer() {
  const store = useAccountStore();
  const toast = useToast();
  const t = useAccountText();
  useEffect(() => {
    store.announce = (message: AccountMessage, tone) => void toast[tone](t(message));
    return () => {
      store.announce = () => undefined;
    };
  }, [store, toast, t]);
  return null;
}

function Toasts({ children }: { children: ReactNode }) {
  const { shadowRoot } = useEmbedding();
  return (
    <ToastProvider announcerContainer={shadowRoot ?? undefined}>
      <Announcer />
      {children}
    </ToastProvider>
  );
}

/**
 * The account page's root: the store of a client (or fake services) and, around the sections inside, the
 * widget's container (plain or shadow), strings, theme and toast area, as `FlowProvider` gives the sign-in
 * screens. Renders nothing on the server and while hydrating.
 */
export function AccountProvider(props: AccountProviderProps) {
  const hydrated = useHydrated();
  const appClient = useOptionalGatehouse();
  const client = props.services ? undefined : props.client !== undefined ? props.client : appClient;
  if (!props.services && client === undefined) {
    throw new Error('Gatehouse: pass `client` to AccountSettings, or render it inside <GatehouseProvider client={client}>.');
  }
  if (!hydrated || (!props.services && !client)) return null;
  return <AccountRoot key={keyOf(client ?? undefined)} {...props} services={props.services ?? accountServices(client!)} />;
}

function AccountRoot(props: AccountProviderProps & { services: AccountServices }) {
  const { styles, baseTheme, presentation, colorScheme, locale, strings, callbacks, host, children } = props;
  const hostRef = useRef<HTMLElement | null>(null);
  const announce = useMemo<Required<AccountCallbacks>>(
    () => ({
      onEvent: (event: AccountEvent) => {
        callbacks?.onEvent?.(event);
        // The widget's DOM event, with an account event as its detail (its `type` tells them apart).
        hostRef.current?.dispatchEvent(new CustomEvent(WIDGET_EVENT, { detail: event, bubbles: true, composed: true }));
      },
      onError: (error: FlowError) => {
        callbacks?.onError?.(error);
        dispatchWidgetEvent(hostRef.current, WIDGET_ERROR, error);
      },
    }),
    [callbacks],
  );
  const [store] = useState(
    () => new AccountController(props.services, announce, props.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES),
  );
  useLayoutEffect(() => store.update(announce), [store, announce]);
  useEffect(() => store.connect(), [store]);
  const bothThemes = !!(styles && presentation);
  return (
    <AccountContext.Provider value={store}>
      <WidgetFrame shadow={props.enableShadowDOM ?? false} host={host} hostRef={hostRef}>
        <MessagesProvider messages={strings} locale={locale}>
          {/* `styles` with `presentation` is the sign-in widgets' configuration error (issue 41). */}
          <ConfigErrorReport
            config={undefined}
            error={bothThemes ? 'mistake' : null}
            strings={strings}
            onError={announce.onError}
            bothThemes={bothThemes}
          />
          <LocaleThemeProvider base={baseTheme} theme={styles} colorScheme={colorScheme} presentation={presentation}>
            {bothThemes ? <ConfigErrorCard error="mistake" /> : <Toasts>{children}</Toasts>}
          </LocaleThemeProvider>
        </MessagesProvider>
      </WidgetFrame>
    </AccountContext.Provider>
  );
}
