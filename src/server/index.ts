/**
 * `gatehouse-auth/server`: checks the session a browser signed in with, on the host's server (a Next.js Server
 * Component, route handler or proxy, an edge function, any Node ≥ 20 server). No React and no Node API: it
 * needs only `fetch` and WebCrypto (jose), so it runs in edge runtimes too.
 *
 * The session JWT (`stytch_session_jwt`, written by the client, spec §4) is signed by the API; its public
 * keys are published at `{base}/v1/sessions/jwks/{projectId}` (wire doc). A local check of a JWT knows only
 * what the JWT says: a session revoked on the server stays valid here until its JWT expires — at most
 * `SESSION_JWT_LIFETIME_SECONDS`, while the client replaces the cookie every 3 minutes (spec §4's refresh).
 * So it is the check for every request; a revocation-sensitive action asks the API as well, through the
 * provider's Node SDK (`sessions.authenticate`, which the emulator serves too: issue 37).
 */
import { type JWTPayload, createRemoteJWKSet, customFetch, errors, jwtVerify } from 'jose';
import { type AuthenticationFactor, DEFAULT_LIVE_BASE_URL, DEFAULT_TEST_BASE_URL } from '../wire/index.js';
import { jwksPath, REGISTERED_CLAIMS, SESSION_CLAIM, SESSION_JWT_COOKIE, sessionIssuer, type SessionClaims } from '../wire/session.js';

export type { AuthenticationFactor } from '../wire/index.js';
export type { SessionClaims } from '../wire/session.js';
/** How long the API's session JWTs live (wire doc: 5 minutes): how stale a local check can be. */
export { SESSION_JWT_LIFETIME_SECONDS } from '../wire/session.js';

/**
 * The algorithms the provider's and the emulator's keys sign with. An allow-list, so a token cannot pick a
 * weaker scheme (`none`, or HMAC keyed with the public key).
 */
const ALGORITHMS = ['RS256', 'ES256'];

export interface SessionVerifierOptions {
  /** The project the sessions belong to (`project-test-…` or `project-live-…`): the JWT's audience, and the JWKS path. */
  projectId: string;
  /**
   * The API the keys come from. Default: the provider's test API for a `project-test-` id, its live API
   * otherwise (as the client chooses by public token). Give the emulator's URL (e.g. `http://localhost:8787`)
   * to verify sessions it signed.
   */
  baseUrl?: string;
  /** Tolerated clock difference with the API, in seconds, for `exp` and `nbf`. Default 5. */
  clockToleranceSeconds?: number;
  /** The cookie the client keeps the JWT in. Default `stytch_session_jwt`. */
  cookieName?: string;
  /**
   * The least time between two fetches of the keys for JWTs with a key id not in the cached set: a
   * rotated-in key is found at once, and a flood of forged key ids costs at most one fetch per period.
   * Default 30.
   */
  keysCooldownSeconds?: number;
  /** Time source (tests). Default `Date.now`. */
  now?: () => number;
  /** The `fetch` that loads the keys (a proxy-aware one, or a counting one in tests). Default the global. */
  fetch?: typeof fetch;
}

export type SessionVerificationErrorCode =
  /** The JWT's `exp` has passed: the browser's client will bring a fresh one (it refreshes every 3 minutes). */
  | 'expired'
  /** The JWT's `nbf` lies ahead (clocks apart by more than the tolerance). */
  | 'not_yet_valid'
  /** A known key did not sign this content: the JWT was changed or forged. */
  | 'invalid_signature'
  /** Signed by no key the API publishes, even after fetching the keys again. */
  | 'unknown_key'
  /** Issued for another project. */
  | 'wrong_audience'
  | 'wrong_issuer'
  /** Not a JWT, a disallowed algorithm, or without the session claims. */
  | 'malformed'
  /** The keys could not be fetched: no answer about the JWT either way. */
  | 'keys_unavailable';

export class SessionVerificationError extends Error {
  override readonly name = 'SessionVerificationError';
  constructor(
    readonly code: SessionVerificationErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Where a session cookie can come from: a `Request`, its `Headers`, Next.js's `cookies()` store, or a `Cookie`
 * header value. When the header carries the cookie more than once (one written for another path, or for a
 * parent domain), the first counts: the one the browser sends first (the longest path, RFC 6265 §5.4) and the
 * one the browser's client reads. A cookie store answers what it keeps; Next.js's `cookies()` keeps the last,
 * so pass `await headers()` or the request instead (issue 42 item 8).
 */
export type CookieSource = Request | Headers | { get(name: string): { value: string } | undefined } | string | null | undefined;

export interface SessionVerifier {
  /** Checks a session JWT: signature, issuer, audience, `exp`/`nbf`. Throws `SessionVerificationError` otherwise. */
  verify(jwt: string): Promise<SessionClaims>;
  /**
   * The signed-in session of a request, or `null` when there is none or its JWT does not verify (expired,
   * tampered, another project's). Throws `SessionVerificationError` `keys_unavailable` only: an outage of
   * the key endpoint is not the same as a signed-out visitor.
   */
  getSession(source: CookieSource): Promise<SessionClaims | null>;
  /**
   * The session JWT a request carries (its cookie), unchecked, or `null`: for the provider's Node SDK,
   * `sessions.authenticate({ session_jwt })`, where a revoked session must not pass (see "Sessions on the server").
   */
  sessionJwt(source: CookieSource): string | null;
}

function defaultBaseUrl(projectId: string): string {
  return projectId.startsWith('project-test-') ? DEFAULT_TEST_BASE_URL : DEFAULT_LIVE_BASE_URL;
}

export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const { projectId, clockToleranceSeconds = 5, cookieName = SESSION_JWT_COOKIE, now = Date.now } = options;
  if (typeof projectId !== 'string' || projectId === '') throw new TypeError('createSessionVerifier: `projectId` is required.');
  const base = (options.baseUrl ?? defaultBaseUrl(projectId)).replace(/\/+$/, '');
  const jwksUrl = new URL(base + jwksPath(encodeURIComponent(projectId)));
  const fetcher = options.fetch;
  // jose keeps the keys and fetches them again for a `kid` it does not know (at most once per cooldown), so
  // keys the API rotates in are picked up without a fetch per request.
  const keys = createRemoteJWKSet(jwksUrl, {
    cooldownDuration: (options.keysCooldownSeconds ?? 30) * 1000,
    ...(fetcher ? { [customFetch]: (url: string, init: RequestInit) => fetcher(url, init) } : {}),
  });
  const issuer = sessionIssuer(projectId);

  async function verify(jwt: string): Promise<SessionClaims> {
    if (typeof jwt !== 'string' || jwt === '') throw new SessionVerificationError('malformed', 'No session JWT was given.');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jwt, keys, {
        algorithms: ALGORITHMS,
        // The audience is checked before the issuer (below): another project's JWT differs in both, and
        // "issued for another project" is the useful answer.
        audience: projectId,
        clockTolerance: clockToleranceSeconds,
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw toVerificationError(error, jwksUrl);
    }
    if (payload.iss !== issuer) throw new SessionVerificationError('wrong_issuer', `The session JWT was not issued by ${issuer}.`);
    return claimsOf(payload);
  }

  return {
    verify,
    sessionJwt: (source) => readCookie(source, cookieName),
    async getSession(source) {
      const jwt = readCookie(source, cookieName);
      if (!jwt) return null;
      try {
        return await verify(jwt);
      } catch (error) {
        if (error instanceof SessionVerificationError && error.code !== 'keys_unavailable') return null;
        throw error;
      }
    },
  };
}

function toVerificationError(error: unknown, jwksUrl: URL): SessionVerificationError {
  const fail = (code: SessionVerificationErrorCode, message: string) => new SessionVerificationError(code, message, { cause: error });
  if (error instanceof errors.JWTExpired) return fail('expired', 'The session JWT has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return fail('not_yet_valid', 'The session JWT is not valid yet.');
    if (error.claim === 'aud') return fail('wrong_audience', 'The session JWT was issued for another project.');
    return fail('malformed', `The session JWT's "${error.claim}" claim is invalid.`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return fail('invalid_signature', 'The session JWT has an invalid signature.');
  if (error instanceof errors.JWKSNoMatchingKey)
    return fail('unknown_key', 'The session JWT was signed by a key the API does not publish.');
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    // jose answers a key endpoint's non-200 status (a 503, a 404) or a body that is no JSON with a plain
    // JOSEError, which no check of the JWT itself throws: an outage, not a malformed JWT (issue 42 item 8).
    error.code === errors.JOSEError.code
  ) {
    // A network failure, a timeout, an error status or an answer that is no key set.
    return fail('keys_unavailable', `Could not load the session keys from ${jwksUrl.href}.`);
  }
  return fail('malformed', 'The session JWT is malformed.');
}

function claimsOf(payload: JWTPayload): SessionClaims {
  const session = payload[SESSION_CLAIM] as Record<string, unknown> | undefined;
  const time = (value: unknown) => (typeof value === 'string' ? new Date(value) : new Date(NaN));
  if (
    !session ||
    typeof session.id !== 'string' ||
    typeof payload.sub !== 'string' ||
    !Array.isArray(session.authentication_factors) ||
    typeof payload.exp !== 'number'
  ) {
    throw new SessionVerificationError('malformed', 'The JWT carries no session.');
  }
  return {
    sessionId: session.id,
    userId: payload.sub,
    authenticationFactors: session.authentication_factors as AuthenticationFactor[],
    startedAt: time(session.started_at),
    lastAccessedAt: time(session.last_accessed_at),
    expiresAt: time(session.expires_at),
    jwtExpiresAt: new Date(payload.exp * 1000),
    // Inside the session claim, as the provider lays it out (its Node SDK reads the roles from there).
    roles: Array.isArray(session.roles) ? session.roles.filter((role): role is string => typeof role === 'string') : [],
    customClaims: Object.fromEntries(Object.entries(payload).filter(([key]) => !REGISTERED_CLAIMS.includes(key))),
  };
}

/** The value of cookie `name` from any of the shapes a server framework hands over. */
function readCookie(source: CookieSource, name: string): string | null {
  if (source === null || source === undefined) return null;
  if (typeof source === 'string') return fromHeader(source, name);
  if (typeof Request !== 'undefined' && source instanceof Request) return fromHeader(source.headers.get('cookie') ?? '', name);
  if (typeof Headers !== 'undefined' && source instanceof Headers) return fromHeader(source.get('cookie') ?? '', name);
  // Next.js's `cookies()` and `request.cookies`: `get(name)` answers `{ name, value }`.
  const entry = (source as { get(name: string): { value: string } | undefined }).get(name);
  return typeof entry?.value === 'string' && entry.value !== '' ? entry.value : null;
}

function fromHeader(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/**
 * A factor kind a host may require: a factor's `type` (`password`, `totp`, …) or a list of kinds any of
 * which will do (a recovery code stands in for the app: `['totp', 'recovery_code']`).
 */
export type FactorType =
  'password' | 'magic_link' | 'otp' | 'oauth' | 'webauthn' | 'totp' | 'recovery_code' | 'signature_challenge' | (string & {});

/** Options of `hasFactors`. */
export interface HasFactorsOptions {
  /**
   * Count only factors authenticated within this many seconds (their `last_authenticated_at`). Use it before
   * a sensitive action (changing factors, a password, payment details): a session that passed TOTP hours ago
   * and was taken since proves nothing now. Default: any age.
   */
  maxAgeSeconds?: number;
  /** The time to measure `maxAgeSeconds` from, in milliseconds since the epoch (tests). Default `Date.now()`. */
  now?: number;
}

/**
 * Whether the session proved each of `required` (for a host that demands a second factor). A password
 * session that never passed TOTP is not a completed MFA sign-in: `hasFactors(claims, ['totp'])` is false.
 * With `maxAgeSeconds`, only factors proved that recently count (issue 42 item 1): step-up for a sensitive
 * action.
 */
export function hasFactors(
  claims: Pick<SessionClaims, 'authenticationFactors'>,
  required: readonly (FactorType | readonly FactorType[])[],
  options: HasFactorsOptions = {},
): boolean {
  const { maxAgeSeconds, now = Date.now() } = options;
  // A missing or unreadable time never passes an age limit (NaN compares false).
  const recent = (factor: AuthenticationFactor) =>
    maxAgeSeconds === undefined || now - Date.parse(factor.last_authenticated_at) <= maxAgeSeconds * 1000;
  const types = new Set(claims.authenticationFactors.filter(recent).map((factor) => factor.type));
  return required.every((need) => (typeof need === 'string' ? types.has(need) : need.some((type) => types.has(type))));
}

/**
 * The languages a request asks for, best first, from its `Accept-Language` header (a `Request`, its or Next.js's `headers()`, or the header's value; RFC 9110 §12.5.4: by
 * `q`, ties in the order sent; `*` and `q=0` left out), for the widget's `locale` prop on a server-rendered
 * page (issue 38): the widget picks the first it speaks (else English) on the server and again in the browser
 * from the same list, so both render the same language. Without it a server render is in English until the
 * browser has hydrated and read its own `navigator.languages`.
 */
export function preferredLanguages(source: Request | { get(name: string): string | null } | string | null | undefined): string[] {
  const headers = typeof Request !== 'undefined' && source instanceof Request ? source.headers : source;
  const header =
    typeof headers === 'string' ? headers : (headers as { get(name: string): string | null } | null | undefined)?.get('accept-language');
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
