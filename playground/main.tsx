import { StrictMode, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, type GatehouseClient, type User } from '../src/client';
import { GatehouseProvider, useGatehouse, useSession, useUser } from '../src/react';
import { Login, PasskeyRegistration, ResetPassword, type ScreenOverrides, type ScreenSlotProps } from '../src/widget';
import { OAUTH_PROVIDERS } from '../src/client';
import {
  otpMethodsOf,
  productsOf,
  type FlowError,
  type FlowMode,
  type OTPMethod,
  type OTPOptions,
  type Product,
  type ScreenName,
  type WidgetConfig,
  type WidgetEvent,
} from '../src/flow';
import { readRedirectToken, takeRedirectToken } from '../src/flow/browser';
// The account page as a host imports it from the package root: light components that load their own chunk.
import { AccountSettings, UserButton } from '../src/account/lazy';
import type { AccountEvent } from '../src/account';
// The Composing screens guide's example, as the guide shows it (it imports the package by name).
import { snippet } from './snippet';
import { ComposedSignIn } from '../docs/snippets/composing/composed-sign-in';
import { landingSearch, readSetup, writeSetup, type PlaygroundSetup } from './setup';
import './playground.css';

type LogEntry = { id: number; kind: 'onEvent'; event: WidgetEvent | AccountEvent } | { id: number; kind: 'onError'; error: FlowError };

let nextLogId = 1;

const PRODUCTS: Product[] = ['emailMagicLinks', 'otp', 'passwords', 'oauth', 'crypto', 'passkeys', 'totp'];
const OTP_METHODS: OTPMethod[] = ['sms', 'whatsapp', 'email'];

/**
 * Tokens in the address bar this page handles itself (the redirect route): magic links, OAuth, login links.
 * In reset-password mode the widget owns the reset email's tokens, `login` included (it logs in by itself).
 */
function redirectToken(mode: FlowMode): string | null {
  const { type } = readRedirectToken();
  if (mode === 'resetPassword') return null;
  return type === 'magic_links' || type === 'oauth' || type === 'login' ? type : null;
}

/** `?wrap=OTPAuthenticate,Main`: those screens render inside a host card (the `screens` prop). */
function hostWrappers(): ScreenOverrides {
  const names = (new URLSearchParams(location.search).get('wrap') ?? '').split(',').filter(Boolean) as ScreenName[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      ({ Default }: ScreenSlotProps) => (
        <div className="pg-host-card" data-testid="host-wrapper">
          <p>Host content around {name}</p>
          <Default />
        </div>
      ),
    ]),
  );
}

/** Where the last setup is kept, so a link that comes back to the page restores it (setup.ts `landingSearch`). */
const STORED_SETUP = 'gatehouse-playground-setup';

function storedSetup(): string | null {
  try {
    return localStorage.getItem(STORED_SETUP);
  } catch {
    return null;
  }
}

function storeSetup(setup: PlaygroundSetup): void {
  try {
    localStorage.setItem(STORED_SETUP, writeSetup(setup));
  } catch {
    // Storage refused (a private window's quota): a landing then starts from the defaults.
  }
}

/**
 * A reset link's token, read once as the page loads and kept for its life, so switching the mode away and back
 * does not lose it; it leaves the address bar at once, as the widget's own reading does (issue 26).
 */
function resetLinkToken(mode: FlowMode): string | undefined {
  if (mode !== 'resetPassword') return undefined;
  const { type, token } = readRedirectToken();
  if (type !== 'reset_password' || !token) return undefined;
  takeRedirectToken();
  return token;
}

const clients = new Map<string, GatehouseClient>();

/**
 * One client per API and token for the page's life. StrictMode renders twice in development (a `useMemo` or
 * `useState` initializer runs twice), and a second client would fetch its own bootstrap config and run its own
 * refresh timer.
 */
function clientFor(api: string, token: string): GatehouseClient {
  const key = `${api} ${token}`;
  let client = clients.get(key);
  if (!client) clients.set(key, (client = createClient(token, { testBaseUrl: api, liveBaseUrl: api })));
  return client;
}

function Widget({
  setup,
  client,
  resetToken,
  onLog,
}: {
  setup: PlaygroundSetup;
  client: GatehouseClient;
  resetToken: string | undefined;
  onLog: (entry: LogEntry) => void;
}) {
  const callbacks = useMemo(
    () => ({
      onEvent: (event: WidgetEvent) => onLog({ id: nextLogId++, kind: 'onEvent', event }),
      onError: (error: FlowError) => onLog({ id: nextLogId++, kind: 'onError', error }),
    }),
    [onLog],
  );
  const screens = useMemo(hostWrappers, []);
  const props = {
    client,
    config: setup.config,
    styles: setup.styles,
    baseTheme: setup.baseTheme,
    locale: setup.locale,
    callbacks,
    screens,
  };
  switch (setup.mode) {
    case 'login':
      return <Login {...props} />;
    case 'resetPassword':
      return <ResetPassword {...props} passwordResetToken={resetToken} />;
    case 'passkeyRegistration':
      return <PasskeyRegistration {...props} />;
    default:
      return setup.mode satisfies never;
  }
}

/** The account page under the playground's setup (theme, locale, shadow DOM), its events in the log. */
function AccountPage({ setup, client, onLog }: { setup: PlaygroundSetup; client: GatehouseClient; onLog: (entry: LogEntry) => void }) {
  const callbacks = useMemo(
    () => ({
      onEvent: (event: AccountEvent) => onLog({ id: nextLogId++, kind: 'onEvent', event }),
      onError: (error: FlowError) => onLog({ id: nextLogId++, kind: 'onError', error }),
    }),
    [onLog],
  );
  return (
    <>
      <div className="pg-user-button">
        <UserButton client={client} baseTheme={setup.baseTheme} locale={setup.locale} />
      </div>
      <AccountSettings
        client={client}
        styles={setup.styles}
        baseTheme={setup.baseTheme}
        locale={setup.locale}
        enableShadowDOM={setup.config.enableShadowDOM ?? false}
        callbacks={callbacks}
      />
    </>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="pg-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Controls({ setup, onChange }: { setup: PlaygroundSetup; onChange: (setup: PlaygroundSetup) => void }) {
  const { config } = setup;
  // The playground may make a config the types forbid (every product unticked): the widget then shows what a
  // developer would see (issue 22).
  const patch = (next: Partial<WidgetConfig>) => onChange({ ...setup, config: { ...config, ...next } as WidgetConfig });
  const toggle = <T,>(items: readonly T[], item: T, on: boolean): T[] => (on ? [...items, item] : items.filter((x) => x !== item));
  const providers = config.oauthOptions?.providers ?? [];
  return (
    <form className="pg-controls" aria-label="Widget setup" onSubmit={(e) => e.preventDefault()}>
      <label>
        Mode{' '}
        <select value={setup.mode} onChange={(e) => onChange({ ...setup, mode: e.target.value as FlowMode })}>
          <option value="login">Login</option>
          <option value="resetPassword">ResetPassword</option>
          <option value="passkeyRegistration">PasskeyRegistration</option>
        </select>
      </label>
      <label>
        Theme{' '}
        <select
          value={setup.theme}
          onChange={(e) => onChange(readSetup(writeSetup({ ...setup, theme: e.target.value as PlaygroundSetup['theme'] })))}
        >
          <option value="default">Default</option>
          <option value="dark">Dark</option>
          <option value="custom">Custom</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={config.enableShadowDOM ?? false} onChange={(e) => patch({ enableShadowDOM: e.target.checked })} />{' '}
        Shadow DOM
      </label>
      <Fieldset legend="Products">
        {PRODUCTS.map((product) => (
          <label key={product}>
            <input
              type="checkbox"
              checked={productsOf(config).includes(product)}
              onChange={(e) =>
                patch({ products: toggle(productsOf(config), product, e.target.checked) as readonly Product[] as WidgetConfig['products'] })
              }
            />{' '}
            {product}
          </label>
        ))}
      </Fieldset>
      <Fieldset legend="OTP methods">
        {OTP_METHODS.map((method) => (
          <label key={method}>
            <input
              type="checkbox"
              checked={otpMethodsOf(config).includes(method)}
              onChange={(e) =>
                patch({
                  otpOptions: {
                    ...config.otpOptions,
                    methods: toggle(otpMethodsOf(config), method, e.target.checked) as readonly OTPMethod[] as OTPOptions['methods'],
                  },
                })
              }
            />{' '}
            {method}
          </label>
        ))}
      </Fieldset>
      <Fieldset legend="OAuth providers">
        {OAUTH_PROVIDERS.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={providers.some((p) => p.type === type)}
              onChange={(e) =>
                patch({
                  oauthOptions: {
                    ...config.oauthOptions,
                    providers: e.target.checked ? [...providers, { type }] : providers.filter((p) => p.type !== type),
                  },
                })
              }
            />{' '}
            {type}
          </label>
        ))}
      </Fieldset>
    </form>
  );
}

function Playground() {
  const [setup, setSetup] = useState(() => readSetup(landingSearch(location.search, storedSetup())));
  const [resetToken] = useState(() => resetLinkToken(setup.mode));
  const client = clientFor(setup.api, setup.token);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [redirect, setRedirect] = useState<string | null>(null);
  // `?example=composed`: the "Composing screens" example instead of the configurable widget.
  const example = new URLSearchParams(location.search).get('example');
  // `?page=account`: the signed-in user's account page (issue 39) instead of the widget.
  const account = new URLSearchParams(location.search).get('page') === 'account';

  // The redirect route: a magic link, OAuth or login link comes back here and completes the sign-in, once
  // (StrictMode runs effects twice; a token works only once).
  const redirectHandled = useRef(false);
  useEffect(() => {
    // Once per page load: StrictMode runs effects twice, and a link's token works only once.
    if (!redirectToken(setup.mode) || redirectHandled.current) return;
    redirectHandled.current = true;
    setRedirect('Signing in…');
    client.authenticateByUrl({ session_duration_minutes: setup.config.sessionOptions?.sessionDurationMinutes ?? 30 }).then(
      () => setRedirect('Signed in from the link.'),
      (error: Error) => setRedirect(`The link did not sign you in: ${error.message}`),
    );
    // The setup the page loaded with is the one the link completes; a later change of the form is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  // The setup a link should come back to: the one on screen.
  useEffect(() => storeSetup(setup), [setup]);

  const change = (next: PlaygroundSetup) => {
    // The setup lives in the query of the playground's own path (not /reset-password, which implies a mode).
    history.replaceState(null, '', `${new URL('.', location.href).pathname}${writeSetup(next)}`);
    setSetup(next);
  };
  const onLog = useMemo(() => (entry: LogEntry) => setLog((entries) => [...entries, entry]), []);

  return (
    // The app-level provider, as a host app would use it: the session panel reads the client through it.
    <GatehouseProvider client={client}>
      <div className="pg-layout">
        <header className="pg-header">
          <h1>Gatehouse playground</h1>
          <p>
            The real widget against the local emulator at <code>{setup.api}</code>. Codes and links arrive in the emulator's{' '}
            <a href={`${setup.api}/_emulator`}>inbox</a>. The same widget on a page without a bundler:{' '}
            <a href={`/standalone/?${new URLSearchParams({ api: setup.api, token: setup.token }).toString()}`}>standalone example</a> (after{' '}
            <code>npm run build</code>).
          </p>
        </header>
        <Controls setup={setup} onChange={change} />
        <main className="pg-widget">
          {redirect ? (
            <p role="status" data-testid="redirect-status">
              {redirect}
            </p>
          ) : null}
          {account ? (
            <AccountPage setup={setup} client={client} onLog={onLog} />
          ) : example === 'composed' ? (
            <ComposedSignIn client={client} />
          ) : (
            <Widget key={writeSetup(setup)} setup={setup} client={client} resetToken={resetToken} onLog={onLog} />
          )}
        </main>
        <aside className="pg-side" aria-label="Session and events">
          <SessionPanel />
          <section aria-labelledby="pg-events">
            <h2 id="pg-events">Events</h2>
            <ol data-testid="event-log">
              {log.map((entry) => (
                <li key={entry.id} data-kind={entry.kind} data-type={entry.kind === 'onEvent' ? entry.event.type : undefined}>
                  {entry.kind === 'onEvent' ? entry.event.type : `onError: ${entry.error.message}`}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="pg-snippet">
            <h2 id="pg-snippet">Config</h2>
            <pre className="pg-pre" data-testid="config-snippet" tabIndex={0} aria-labelledby="pg-snippet">
              {snippet(setup)}
            </pre>
          </section>
        </aside>
      </div>
    </GatehouseProvider>
  );
}

const nameOf = (user: User | null | undefined) => user?.emails[0]?.email ?? user?.phone_numbers[0]?.phone_number ?? user?.user_id;

/** The signed-in state beside the widget, from the app-level hooks (it follows other tabs and refreshes). */
function SessionPanel() {
  const client = useGatehouse();
  const { session, pendingFactors } = useSession();
  const { user } = useUser();
  // A sign-in awaiting a second factor (TOTP step-up) is nobody signed in for the hooks; the panel still
  // shows the half-done sign-in's stored state, which is what this page is for.
  const stored = client.session.getState();
  const awaiting = pendingFactors.length > 0;
  return (
    <section aria-labelledby="pg-session">
      <h2 id="pg-session">Session</h2>
      <p data-testid="session-status">
        {session
          ? `Signed in as ${nameOf(user)}`
          : awaiting
            ? `Awaiting ${pendingFactors.join(', ')} for ${nameOf(stored?.user)}`
            : 'Signed out'}
      </p>
      {session || awaiting ? (
        <button type="button" onClick={() => void client.session.revoke({ forceClear: true }).catch(() => undefined)}>
          Sign out
        </button>
      ) : null}
      {/* Scrollable when long: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <pre className="pg-pre" data-testid="session-json" tabIndex={0} aria-labelledby="pg-session">
        {JSON.stringify({ session: stored?.session ?? null, user: stored?.user ?? null, ...(awaiting ? { pendingFactors } : {}) }, null, 2)}
      </pre>
    </section>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from playground/index.html');
createRoot(root).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
