import { IST_COOKIE, SESSION_COOKIE, SESSION_JWT_COOKIE } from './constants';
import type { CookieJar } from './env';

/** Cookie options of `createClient` (names, path, domain, sharing with subdomains). */
export interface CookieOptions {
  /** @default 'stytch_session' */
  opaqueTokenCookieName?: string;
  /** @default 'stytch_session_jwt' */
  jwtCookieName?: string;
  /** @default 'stytch_intermediate_session_token' */
  istCookieName?: string;
  /** Written only when set. */
  path?: string;
  /** Written only when set (or, with `availableToSubdomains`, the page's host name). */
  domain?: string;
  /** Share the cookies with subdomains by writing a `domain` attribute. @default false */
  availableToSubdomains?: boolean;
}

/** Hosts where cookies are written without `Secure` (wire doc): localhost, 127.x.x.x and [::1]. */
export const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** Reads and writes the client's own cookies (never HttpOnly, since the client writes them). */
export class Cookies {
  readonly session: string;
  readonly jwt: string;
  readonly ist: string;

  constructor(
    private jar: CookieJar,
    private hostname: string,
    private options: CookieOptions = {},
  ) {
    this.session = options.opaqueTokenCookieName || SESSION_COOKIE;
    this.jwt = options.jwtCookieName || SESSION_JWT_COOKIE;
    this.ist = options.istCookieName || IST_COOKIE;
  }

  get(name: string): string | null {
    for (const part of this.jar.get().split(';')) {
      const i = part.indexOf('=');
      if (i > 0 && part.slice(0, i).trim() === name) {
        try {
          return decodeURIComponent(part.slice(i + 1).trim()) || null;
        } catch {
          return part.slice(i + 1).trim() || null;
        }
      }
    }
    return null;
  }

  /**
   * `name=value; expires; SameSite=Lax; [path]; [domain]; [Secure]` — the attributes of the wire doc.
   * Without `expires` the cookie lasts for the browser session.
   */
  set(name: string, value: string, expires?: Date): void {
    const { path, domain, availableToSubdomains } = this.options;
    const local = isLocalHost(this.hostname);
    let cookie = `${name}=${encodeURIComponent(value)}`;
    if (expires) cookie += `; expires=${expires.toUTCString()}`;
    cookie += '; SameSite=Lax';
    if (path) cookie += `; path=${path}`;
    // A domain attribute on localhost makes browsers drop the cookie, so it is never written there.
    const cookieDomain = domain || (availableToSubdomains ? this.hostname : '');
    if (cookieDomain && !local) cookie += `; domain=${cookieDomain}`;
    if (!local) cookie += '; Secure';
    this.jar.set(cookie);
  }

  remove(name: string): void {
    if (this.get(name) === null) return;
    // A cookie is only deleted with the path and domain it was written with, so try with and without them.
    this.set(name, '', new Date(0));
    this.jar.set(`${name}=; expires=${new Date(0).toUTCString()}`);
    this.jar.set(`${name}=; expires=${new Date(0).toUTCString()}; path=/`);
  }
}
