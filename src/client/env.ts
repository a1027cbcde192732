/**
 * Everything the client takes from the browser, as small injectable interfaces so tests can pass a fake
 * fetch, storage, clock or cookie jar. Defaults are the real browser objects.
 */

/** Time and timers. Pass a fake to test the refresh schedule without waiting. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** A `localStorage`-like key/value store. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `document.cookie` semantics: `get()` returns `a=1; b=2`, `set()` writes one `name=value; attrs` string. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/** Supplies a captcha token (e.g. reCAPTCHA Enterprise) for calls the API protects with a captcha. */
export interface CaptchaProvider {
  getToken(siteKey?: string): Promise<string | undefined>;
}

/** Supplies a device-fingerprinting telemetry id for DFP-protected calls. */
export interface DFPProvider {
  getTelemetryId(): Promise<string | undefined>;
}

/** The slice of the Web Locks API the session manager uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The slice of `BroadcastChannel` used for cross-tab state sync. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** What the client reads of the page's address (outside a browser, the `origin` option's). */
export type PageLocation = Pick<Location, 'hostname' | 'origin' | 'href' | 'assign'>;

export interface Env {
  fetch: typeof fetch;
  storage: StorageLike;
  clock: Clock;
  cookies: CookieJar;
  crypto: Crypto;
  random: () => number;
  locks: LockManagerLike | null;
  channel: ((name: string) => ChannelLike) | null;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A storage that lives in memory: for a client in Node (scripts, tests) or on a server. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A cookie jar that lives in memory, with `document.cookie`'s semantics for what the client writes: a
 * cookie is set, replaced, or removed by an expiry in the past or `max-age=0`.
 */
export function memoryCookies(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set(cookie) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const name = pair.slice(0, eq);
      const attribute = (key: string) => attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      if ((expires !== undefined && Date.parse(expires) <= now()) || (maxAge !== undefined && Number(maxAge) <= 0)) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    },
  };
}

export const documentCookies: CookieJar = {
  get: () => document.cookie,
  set: (cookie) => {
    document.cookie = cookie;
  },
};

/**
 * `localStorage`, or an in-memory stand-in where reading it throws (sandboxed iframes, blocked storage), so
 * the client still works for the life of the page.
 */
export const browserStorage = (): StorageLike => {
  try {
    return globalThis.localStorage ?? (fallbackStorage ??= memoryStorage());
  } catch {
    return (fallbackStorage ??= memoryStorage());
  }
};

let fallbackStorage: StorageLike | undefined;

/** Reads a storage item, treating a throwing storage (Safari private mode, blocked cookies) as empty. */
export const safeGet = (storage: StorageLike, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

export const safeSet = (storage: StorageLike, key: string, value: string | null): void => {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the in-memory state still works for this page.
  }
};

/** Base64 of the UTF-8 bytes of `text` (`btoa` alone throws on non-Latin-1 characters). */
export const base64 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** A v4 UUID. `crypto.randomUUID` exists only in secure contexts, so build one from random bytes. */
export const uuid = (crypto: Crypto): string => {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
