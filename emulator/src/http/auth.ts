/**
 * Route auth. Every API route declares in its options what it needs from its caller, `config: { auth }`,
 * and one hook enforces it before the handler runs: a route's protection is read where the route is
 * defined, and no handler decides it for itself. A route under `/sdk/` or `/v1/` without a declaration is
 * refused when the server starts (http/app.ts).
 *
 * - `public`: the Authorization header of spec §7, `Basic base64(public_token + ":" + (session_token ||
 *   public_token))`, with one of this project's public tokens. Whatever session the secret names is not
 *   looked at.
 * - `session`: that, and a live session, handed to the handler as `request.session`.
 * - `optional`: that, and the session when the secret names a live one (`request.optionalSession`, null
 *   otherwise): a log-in adds its factor to the caller's session (spec §4: secondary factors are added
 *   "when a session exists"), and a stale token there is ignored rather than failing the log-in.
 * - `secret`: the backend API's (issue 37), what a host's server sends with the provider's Node SDK: HTTP
 *   Basic `project_id:secret`, with this project's test or live secret. A public token is never a secret, so
 *   no browser credential opens these routes; and a secret is never a public token, so it opens no SDK route.
 *   Compared in constant time (digests of equal length), and every wrong secret for this project's id counts
 *   against the caller's address like a wrong password (throttle.ts), so a secret cannot be guessed at speed.
 * - `none`: no Authorization header is read. These calls cannot send one and carry their credential
 *   themselves, checked by the route: bootstrap its public token in the path, events one in each event
 *   (`navigator.sendBeacon` sends no headers), the OAuth and One Tap starts theirs in the query (browser
 *   redirects), the One Tap callback its callback id and CSRF token; the JWKS is public.
 *
 * Errors (wire doc "Responses", README "Authorization"): a missing or malformed header, or a public token
 * that is not this project's, is 401 `unauthorized_credentials`; no session where one is needed is 401
 * `user_unauthenticated`; a secret that names no live session is 401 `session_not_found`. The secret may be
 * the session token or the session JWT.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { sessionFromJwt } from '../sessions/keys.ts';
import { type SessionRow, findLiveSession, tokenId } from '../sessions/store.ts';
import { apiError } from './errors.ts';

export const ROUTE_AUTH = ['public', 'session', 'optional', 'secret', 'none'] as const;

/** What a route needs from its caller (see above). */
export type RouteAuth = (typeof ROUTE_AUTH)[number];

export const isRouteAuth = (value: unknown): value is RouteAuth => (ROUTE_AUTH as readonly unknown[]).includes(value);

interface Caller {
  publicToken: string;
  environment: 'test' | 'live';
  /** The session token or JWT, or null when the public token was repeated (no session). */
  secret: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs from its caller (http/auth.ts); every API route declares it. */
    auth?: RouteAuth;
  }

  interface FastifyRequest {
    /** The Authorization header's public token and secret, on `public`, `session` and `optional` routes. */
    readonly caller: Caller;
    /**
     * The caller's live session. Always there on `session` routes (the hook refused the call otherwise); on
     * an `optional` route, reading it refuses a call without one as a `session` route would.
     */
    readonly session: SessionRow;
    /** On `optional` (and `session`) routes: the caller's live session, or null when none or a dead one was sent. */
    readonly optionalSession: SessionRow | null;
  }
}

interface RequestAuth {
  auth: Exclude<RouteAuth, 'none' | 'secret'>;
  caller: Caller;
  /** The caller's live session or null once looked up; undefined until then. */
  session: SessionRow | null | undefined;
}

const states = new WeakMap<FastifyRequest, RequestAuth>();

/** Adds `request.caller`, `request.session`, `request.optionalSession` and the hook that enforces every route's declaration. */
export function enforceRouteAuth(app: FastifyInstance, ctx: EmulatorContext): void {
  app.decorateRequest('caller', {
    getter(this: FastifyRequest) {
      return stateOf(this, 'caller').caller;
    },
  });
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      return requiredSession(ctx, stateOf(this, 'session'));
    },
  });
  app.decorateRequest('optionalSession', {
    getter(this: FastifyRequest) {
      return liveSession(ctx, stateOf(this, 'optionalSession'));
    },
  });

  // The backend API checks its caller first, as the provider does: without the project's secret, a caller
  // learns nothing about a route, not even whether its request would have been valid.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.auth !== 'secret') {
      done();
      return;
    }
    try {
      checkSecret(ctx, request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  // After validation, as the handlers' own checks ran before: a malformed body is still answered with
  // the schema error whatever its Authorization. Callback style: it runs on every API call, and Fastify
  // calls the handler in the same turn, so nothing runs between the session read here and the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const { auth } = request.routeOptions.config;
    if (auth === undefined || auth === 'none') {
      done();
      return;
    }
    // A `secret` route checked its caller before validation (below).
    if (auth === 'secret') {
      done();
      return;
    }
    try {
      const state: RequestAuth = { auth, caller: readAuthorization(ctx, request), session: undefined };
      states.set(request, state);
      if (auth === 'session') requiredSession(ctx, state);
      // An `optional` route looks its session up when the handler first asks, as late as the handler
      // chooses: a log-in that first spends a code or checks a password hash sees the session as it is
      // then, not as it was before the wait.
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function stateOf(request: FastifyRequest, reading: string): RequestAuth {
  const state = states.get(request);
  // A handler reading what its route did not declare is a bug in the emulator, never the caller's fault.
  if (!state || (reading !== 'caller' && state.auth === 'public')) {
    throw new Error(
      `${request.method} ${request.routeOptions.url ?? request.url} reads request.${reading} but declares auth '${String(request.routeOptions.config.auth)}'.`,
    );
  }
  return state;
}

/** The user and password of an HTTP Basic Authorization header (RFC 7617); `expected` names them in the errors. */
function basicCredentials(request: FastifyRequest, expected: string): { user: string; password: string } {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw apiError('unauthorized_credentials', `Send an Authorization header: Basic base64(${expected}).`);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw apiError('unauthorized_credentials', `The Authorization header must encode ${expected}.`);
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** SHA-256 digests of the configured secrets, kept: the backend check runs on every call of a host's server. */
const secretDigests = new Map<string, Buffer>();
function secretDigest(secret: string): Buffer {
  let digest = secretDigests.get(secret);
  if (!digest) {
    // Only configured secrets are kept (a handful, however often the config is patched): never a caller's.
    if (secretDigests.size >= 16) secretDigests.clear();
    secretDigests.set(secret, (digest = createHash('sha256').update(secret).digest()));
  }
  return digest;
}

/**
 * The last Authorization header that opened the backend API, and the project id and secrets it was checked
 * against. A host's server sends the same header on every call, and checking it again (decoding it, hashing
 * the secret) was a sixth of a backend `sessions/authenticate` (issue 37, bench:emulator): the same bytes,
 * under the same configuration, pass again. A new project id or secret (`PATCH /_emulator/config`) no longer
 * matches what was checked, so the header is checked afresh against the new ones.
 */
interface AcceptedHeader {
  header: Buffer;
  projectId: string;
  test: string;
  live: string;
}
const acceptedHeaders = new WeakMap<EmulatorContext, AcceptedHeader>();

/**
 * Whether `header` is the accepted one, under the current configuration. In constant time for headers of
 * the accepted one's length (a length tells nothing a guess could build on), so the comparison leaks no
 * prefix of the secret in it.
 */
function isAcceptedHeader(ctx: EmulatorContext, header: string | undefined): boolean {
  const accepted = acceptedHeaders.get(ctx);
  if (accepted === undefined || header === undefined) return false;
  const { projectId, secrets } = ctx.config.current;
  if (accepted.projectId !== projectId || accepted.test !== secrets.test || accepted.live !== secrets.live) return false;
  // Header values are latin1 text as Node reads them: one byte per character.
  return header.length === accepted.header.length && timingSafeEqual(Buffer.from(header, 'latin1'), accepted.header);
}

/** A `secret` route's caller (see above): this project's id and one of its secrets, or a 401 counted as a failure. */
function checkSecret(ctx: EmulatorContext, request: FastifyRequest): void {
  const header = request.headers.authorization;
  if (isAcceptedHeader(ctx, header)) {
    // Right, but a blocked address is refused all the same, as below.
    ctx.throttle.attempt(request.ip, null).release();
    return;
  }
  const { user, password } = basicCredentials(request, 'project_id:secret');
  const refused = () =>
    apiError('unauthorized_credentials', "The project id and secret in the Authorization header are not this project's.");
  const { projectId, secrets } = ctx.config.current;
  // Another project's id (or a public token) is no guess at this project's secret: refused, not counted. The
  // project id is no secret (every session JWT names it), so it is compared as it is.
  if (user !== projectId) throw refused();
  // Counted from the start, as a password check is: concurrent guesses cannot all pass before one is judged,
  // and a blocked address is refused whether or not the secret is right.
  const attempt = ctx.throttle.attempt(request.ip, null);
  // Constant time whatever the lengths: 32-byte digests, and both comparisons made whichever matches.
  const given = createHash('sha256').update(password).digest();
  const test = timingSafeEqual(given, secretDigest(secrets.test));
  const live = timingSafeEqual(given, secretDigest(secrets.live));
  if (!(test || live)) throw refused();
  attempt.release();
  // basicCredentials read it, so it is there.
  acceptedHeaders.set(ctx, { header: Buffer.from(header!, 'latin1'), projectId, test: secrets.test, live: secrets.live });
}

function readAuthorization(ctx: EmulatorContext, request: FastifyRequest): Caller {
  const { user: publicToken, password: secret } = basicCredentials(request, 'public_token:session_token or public_token');
  const environment = ctx.config.environmentOf(publicToken);
  if (!environment)
    throw apiError('unauthorized_credentials', "The public token in the Authorization header is not one of this project's tokens.");
  return { publicToken, environment, secret: secret === '' || secret === publicToken ? null : secret };
}

/** The live session the caller's secret names, looked up once per request. */
function liveSession(ctx: EmulatorContext, state: RequestAuth): SessionRow | null {
  if (state.session !== undefined) return state.session;
  const { secret } = state.caller;
  state.session = secret === null ? null : (sessionNamedBy(ctx, secret) ?? null);
  return state.session;
}

/**
 * The live session a session token or session JWT names: the browser's Authorization secret here, and the
 * backend API's `session_token` / `session_jwt` (sessions/backend.ts), so both see a revocation alike.
 */
export function sessionNamedBy(ctx: EmulatorContext, tokenOrJwt: string): SessionRow | undefined {
  const now = ctx.clock.now();
  if (tokenOrJwt.split('.').length !== 3) return findLiveSession(ctx.db, { token: tokenOrJwt }, now);
  const named = sessionFromJwt(ctx.key, tokenOrJwt);
  const row = named ? findLiveSession(ctx.db, { sessionId: named.sessionId }, now) : undefined;
  // A JWT is only as good as the token it was issued with: once a step-up rotated that token, the JWT
  // no longer names the session (sessions/store.ts tokenId), as the old token no longer does.
  return row && tokenId(row) === named?.tokenId ? row : undefined;
}

function requiredSession(ctx: EmulatorContext, state: RequestAuth): SessionRow {
  if (state.caller.secret === null) throw apiError('user_unauthenticated');
  const row = liveSession(ctx, state);
  if (!row) throw apiError('session_not_found');
  return row;
}

/** The opaque token the caller authenticated with (a JWT caller gets no opaque token back it did not have). */
export function callerToken(request: FastifyRequest): string {
  const { secret } = request.caller;
  return secret === null || secret.split('.').length === 3 ? '' : secret;
}
