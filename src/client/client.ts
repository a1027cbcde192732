import { Bootstrap } from './bootstrap.js';
import { baseUrlOf, isTestToken } from './baseUrl.js';
import { EVENT_BATCH_SIZE, EVENT_INTERVAL_MS } from './constants.js';
import { Cookies } from './cookies.js';
import type { ClientCore } from './core.js';
import type { PageLocation } from './env.js';
import { environment } from './environment.js';
import { EventLogger, type LoggedEvent } from './events.js';
import { deferred } from './deferred.js';
import { type ClientInternals, internalsOutline, writeInternals } from './internals.js';
import { facades } from './outlines.js';
import { keepAlive } from './keepAlive.js';
import type { LaterResources } from './later.js';
import type { ClientOptions } from './options.js';
import type { cryptoWallets } from './resources/cryptoWallets.js';
import type { magicLinks } from './resources/magicLinks.js';
import type { oauth } from './resources/oauth.js';
import type { otps } from './resources/otps.js';
import type { passwords } from './resources/passwords.js';
import { session } from './resources/session.js';
import type { sessionCalls } from './resources/sessionCalls.js';
import type { totps } from './resources/totps.js';
import { userCache } from './resources/userCache.js';
import type { b2b, userCalls, users } from './resources/users.js';
import type { webauthn } from './resources/webauthn.js';
import { SessionStore } from './session/store.js';
import type { BootstrapData } from './types.js';
import { telemetryOf } from './telemetry.js';
import { Transport } from './transport.js';
import { type AuthenticateByUrlResult, authenticateByUrl, urlTokenForgetter } from './urlToken.js';

/** `client.magicLinks`: email magic links (spec §7). */
export type MagicLinksClient = ReturnType<typeof magicLinks>;
/** `client.otps`: one-time passcodes by SMS, WhatsApp and email (spec §7). */
export type OTPsClient = ReturnType<typeof otps>;
/** `client.passwords` (spec §7). */
export type PasswordsClient = ReturnType<typeof passwords>;
/** `client.oauth`: `oauth.<provider>.start()` and `oauth.authenticate()` (spec §7). */
export type OAuthClient = ReturnType<typeof oauth>;
/** `client.cryptoWallets`, with the browser-side wallet helpers (spec §7). */
export type CryptoWalletsClient = ReturnType<typeof cryptoWallets>;
/** `client.totps`: authenticator-app codes and recovery codes (spec §7). */
export type TOTPsClient = ReturnType<typeof totps>;
/** `client.webauthn`: passkeys and security keys (spec §7). */
export type WebAuthnClient = ReturnType<typeof webauthn>;
/** `client.session` (spec §4/§7). */
export type SessionClient = ReturnType<typeof session> & ReturnType<typeof sessionCalls>;
/** `client.user`: the signed-in user. */
export type UserClient = ReturnType<typeof userCache> & ReturnType<typeof userCalls>;
/** `client.users`: lookups that need no session. */
export type UsersClient = ReturnType<typeof users>;
/** `client.b2b`: the business-to-business calls the widget needs (spec §7). */
export type B2BClient = ReturnType<typeof b2b>;

/** The headless client `createClient()` returns: one namespace per API area of spec §7, plus housekeeping. */
export interface GatehouseClient {
  /** The project's public token the client was created with. */
  readonly publicToken: string;
  /** Whether it is a test token (`public-token-test-…`): the test API base, and developer-facing messages. */
  readonly testMode: boolean;
  /** Email magic links: send, then authenticate the token the link carries. */
  readonly magicLinks: MagicLinksClient;
  /** One-time passcodes by SMS, WhatsApp and email. */
  readonly otps: OTPsClient;
  /** Password sign-up, sign-in, resets and the strength check. */
  readonly passwords: PasswordsClient;
  /** OAuth redirects for the providers of spec §3. */
  readonly oauth: OAuthClient;
  /** Ethereum and Solana wallet sign-in. */
  readonly cryptoWallets: CryptoWalletsClient;
  /** Authenticator-app (TOTP) enrolment and codes. */
  readonly totps: TOTPsClient;
  /** Passkeys and security keys. */
  readonly webauthn: WebAuthnClient;
  /** The session: cached state, change events, refresh and revoke. */
  readonly session: SessionClient;
  /** The signed-in user, kept fresh from every response that carries it. */
  readonly user: UserClient;
  /** Lookups that need no session (which screen an email leads to). */
  readonly users: UsersClient;
  /** Business-to-business calls. */
  readonly b2b: B2BClient;
  /** The project's bootstrap config (watermark, captcha, email domains, PKCE flags, password config, SIWE). */
  readonly bootstrap: {
    /** The last fetched config, or the spec's defaults before the first fetch finishes. */
    getSync(): BootstrapData;
    /** The fetched config (one request per client); never rejects. */
    getAsync(): Promise<BootstrapData>;
  };
  /** Queues an analytics event for `/sdk/v1/events` (spec §7 notes). */
  logEvent(event: LoggedEvent): void;
  /** Sends queued analytics events now. */
  flushEvents(): void;
  /**
   * Completes a redirect back to the page (`?stytch_token_type=…&token=…`): magic links and `login` tokens
   * go to `magicLinks.authenticate`, OAuth tokens to `oauth.authenticate`. The token is then removed from
   * the address bar so a reload cannot reuse it. Reset-password tokens need a new password, so they are
   * returned unhandled and left in place until `passwords.resetByEmail` has used them (it then removes
   * them). Resolves `null` when the URL carries no token.
   */
  authenticateByUrl(options: { session_duration_minutes: number }): Promise<AuthenticateByUrlResult | null>;
  /** Stops timers and listeners (tests, hot reload). The stored state stays. */
  destroy(): void;
}

/**
 * Creates the headless client for a project's public token.
 *
 * @example
 * const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });
 * await client.otps.email.loginOrCreate('ada@example.com');
 * client.session.onChange((session) => render(session));
 */
export function createClient(publicToken: string, options: ClientOptions = {}): GatehouseClient {
  const browser = typeof window !== 'undefined' && typeof document !== 'undefined';
  // On a server (a module-level `createClient` in a Next.js page, as the provider's docs write it) the same
  // module must load: the client is inert there — no session, no network, every call rejects with spec
  // §8's SSR error — unless storage and cookies are given (a Node script or test drives the API itself).
  const inert = !browser && !(options.storage && options.cookies);
  // Outside a browser the page's address is the `origin` option's (default http://localhost).
  const page = new URL(options.origin ?? 'http://localhost');
  const location: PageLocation = browser
    ? window.location
    : { hostname: page.hostname, origin: page.origin, href: page.href, assign: () => undefined };
  const env = environment(options, inert);

  const baseUrl = baseUrlOf(publicToken, options);

  const store = new SessionStore(env, publicToken, new Cookies(env.cookies, location.hostname, options.cookieOptions));

  const telemetry = telemetryOf(env, publicToken, store, location.hostname);

  const transport = new Transport({
    env,
    publicToken,
    baseUrl,
    origin: location.origin,
    store,
    telemetry,
    // Only after a 'Captcha required' answer, which the later resources' chunk has read (failures.ts).
    captchaRetry: async () => (await later()).captchaTokens(),
  });
  const bootstrap: Bootstrap = new Bootstrap(transport, env.storage, publicToken);

  const events = new EventLogger(
    env,
    `${(options.eventsBaseUrl ?? baseUrl).replace(/\/+$/, '')}/sdk/v1/events`,
    publicToken,
    telemetry,
    options.eventLogger?.batchSize ?? EVENT_BATCH_SIZE,
    options.eventLogger?.intervalMs ?? EVENT_INTERVAL_MS,
  );

  const core: ClientCore = {
    publicToken,
    env,
    transport,
    store,
    bootstrap,
    events,
    baseUrl,
    origin: location.origin,
    hostname: location.hostname,
    captcha: options.captcha,
    dfp: options.dfp,
    navigate: options.navigate ?? ((url) => location.assign(url)),
    forgetUrlToken: urlTokenForgetter(browser, location),
  };

  // Every other resource is built on the first call of one of its methods, from a chunk of its own (issue 27:
  // a page's first bundle carries what runs now); until then the client's namespaces are facades (deferred.ts).
  let loading: Promise<LaterResources> | null = null;
  const later = (): Promise<LaterResources> =>
    (loading ??= import('./later.js').then(
      (module) => module.laterResources(core),
      (error: unknown) => {
        // The chunk could not be fetched: the next call tries again.
        loading = null;
        throw error;
      },
    ));
  const calls = facades(later);

  let stopKeepingAlive = () => {};
  // An inert client asks nothing: there is no session to refresh and no page to configure.
  if (!inert) {
    void bootstrap.getAsync();
    stopKeepingAlive = keepAlive(store, later, options);
  }

  const client: GatehouseClient = {
    publicToken,
    testMode: isTestToken(publicToken),
    // The later resources' facades, in the interface's order; the session and the user, whose reads answer
    // at once, keep their places with those reads added.
    ...calls,
    session: { ...session(core), ...calls.session },
    user: { ...userCache(core), ...calls.user },

    bootstrap: { getSync: () => bootstrap.getSync(), getAsync: () => bootstrap.getAsync() },

    logEvent: (event: LoggedEvent) => events.log(event),
    flushEvents: () => events.flush(),

    authenticateByUrl: authenticateByUrl(inert, location, core.forgetUrlToken, calls),

    destroy() {
      stopKeepingAlive();
      store.dispose();
      events.dispose();
    },
  };
  return writeInternals(client, deferred<ClientInternals>(later, [], internalsOutline));
}
