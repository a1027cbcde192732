import type { CookieOptions } from './cookies.js';
import type { CaptchaProvider, ChannelLike, Clock, CookieJar, DFPProvider, LockManagerLike, StorageLike } from './env.js';

/** What `createClient()` takes beside the public token; every module of the client's set-up reads its part. */
export interface ClientOptions {
  /** API base for test public tokens (`public-token-test-…`). @default 'https://test.stytch.com' */
  testBaseUrl?: string;
  /** API base for live public tokens. @default 'https://api.stytch.com' */
  liveBaseUrl?: string;
  /**
   * A custom API endpoint (e.g. a first-party domain that sets HttpOnly cookies). Replaces both bases, and the
   * start-up refresh then runs even without a readable session token (spec §4).
   */
  customBaseUrl?: string;
  /** Where analytics events are posted. @default the API base */
  eventsBaseUrl?: string;
  /** Session cookie names and attributes. */
  cookieOptions?: CookieOptions;
  /**
   * Outside a browser (a Node script or test with `storage` and `cookies`): the page origin the client acts
   * for, sent as `X-SDK-Parent-Host` and used for cookie domains. In a browser it is the page's. @default 'http://localhost'
   */
  origin?: string;
  /** Event-logger batching (spec §9). */
  eventLogger?: {
    /** @default 15 */
    batchSize?: number;
    /** @default 800 */
    intervalMs?: number;
  };
  /** Background refresh period while a session exists. @default 180000 (spec §4) */
  refreshIntervalMs?: number;
  /** Supplies captcha tokens for captcha-protected calls. */
  captcha?: CaptchaProvider;
  /** Supplies DFP telemetry ids for DFP-protected calls. */
  dfp?: DFPProvider;
  /** Performs the OAuth redirect. @default url => location.assign(url) */
  navigate?: (url: string) => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default localStorage */
  storage?: StorageLike;
  /** @default the real clock and timers */
  clock?: Clock;
  /** @default document.cookie */
  cookies?: CookieJar;
  /** @default globalThis.crypto */
  crypto?: Crypto;
  /** Source of the backoff jitter. @default Math.random */
  random?: () => number;
  /** Serialises refreshes across tabs. `null` turns it off. @default navigator.locks */
  locks?: LockManagerLike | null;
  /** Opens a cross-tab channel. `null` falls back to `storage` events. @default BroadcastChannel */
  channel?: ((name: string) => ChannelLike) | null;
}
