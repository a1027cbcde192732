import { IST_COOKIE, SESSION_COOKIE, SESSION_JWT_COOKIE } from '../wire/session.js';
import type { CookieJar } from './env.js';
import { UsageError } from './errors.js';

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
const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** RFC 6265 §4.1.1: a cookie name is an HTTP token. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** RFC 6265 §4.1.1 path-value (any character but controls and `;`), as an absolute path. */
const COOKIE_PATH = /^\/[^\u0000-\u001f\u007f;]*$/;
/** A host name (letters, digits, hyphens, dots; an optional leading dot): no port, no `;`, no spaces. */
const COOKIE_DOMAIN = /^\.?[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * The options are written into the cookie string as they are, so a `;` in a path or domain would add
 * attributes of the caller's choosing (or a second cookie): anything that is not a plain name, path or host
 * name is refused with a `UsageError` naming the option, before any cookie is written.
 */
function checkCookieOptions(options: CookieOptions): void {
  const problems: string[] = [];
  for (const key of ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName'] as const) {
    const value: unknown = options[key];
    if (value !== undefined && value !== '' && (typeof value !== 'string' || !COOKIE_NAME.test(value))) {
      problems.push(`cookieOptions.${key} must be a cookie name: letters, digits and !#$%&'*+-.^_\`|~ only.`);
    }
  }
  const { path, domain, availableToSubdomains } = options as Record<string, unknown>;
  // An empty string means "not set", as it always has (the defaults apply).
  if (path !== undefined && path !== '' && (typeof path !== 'string' || !COOKIE_PATH.test(path))) {
    problems.push("cookieOptions.path must be a path starting with '/', without ';' or control characters.");
  }
  if (domain !== undefined && domain !== '' && (typeof domain !== 'string' || domain.length > 253 || !COOKIE_DOMAIN.test(domain))) {
    problems.push('cookieOptions.domain must be a host name such as example.com or .example.com (no port, no ;).');
  }
  if (availableToSubdomains !== undefined && typeof availableToSubdomains !== 'boolean') {
    problems.push('cookieOptions.availableToSubdomains must be a boolean.');
  }
  if (problems.length) throw new UsageError('createClient', problems);
}

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
    checkCookieOptions(options);
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
