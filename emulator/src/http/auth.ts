/**
 * The Authorization header of spec §7: `Basic base64(public_token + ":" + (session_token || public_token))`.
 * An unknown public token or a malformed header is `unauthorized_credentials`; a session secret that names
 * no live session is `session_not_found` (both 401). The secret may also be a session JWT.
 */
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { sessionIdFromJwt } from '../sessions/keys.ts';
import { type SessionRow, findSessionByToken, getSession, isActive, refreshSession } from '../sessions/store.ts';
import { apiError } from './errors.ts';

export interface Caller {
  publicToken: string;
  environment: 'test' | 'live';
  /** The session token or JWT, or null when the public token was repeated (no session). */
  secret: string | null;
}

const callers = new WeakMap<FastifyRequest, Caller>();

export function caller(ctx: EmulatorContext, request: FastifyRequest): Caller {
  const known = callers.get(request);
  if (known) return known;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) {
    throw apiError('unauthorized_credentials', 'Send an Authorization header: Basic base64(public_token:session_token or public_token).');
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw apiError('unauthorized_credentials', 'The Authorization header must encode public_token:secret.');
  const publicToken = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const environment = ctx.config.environmentOf(publicToken);
  if (!environment)
    throw apiError('unauthorized_credentials', "The public token in the Authorization header is not one of this project's tokens.");
  const result: Caller = { publicToken, environment, secret: secret === '' || secret === publicToken ? null : secret };
  callers.set(request, result);
  return result;
}

function lookUp(ctx: EmulatorContext, secret: string, refresh?: Refresh): SessionRow | undefined {
  if (secret.split('.').length === 3) {
    const sessionId = sessionIdFromJwt(ctx.key, secret);
    if (!sessionId) return undefined;
    return refresh ? refreshSession(ctx.db, { sessionId }, refresh.now, refresh.expiresAt) : getSession(ctx.db, sessionId);
  }
  return refresh ? refreshSession(ctx.db, { token: secret }, refresh.now, refresh.expiresAt) : findSessionByToken(ctx.db, secret);
}

/** Refreshing a session as it is looked up (sessions/authenticate): its new expiry, when one is given. */
export interface Refresh {
  now: number;
  expiresAt?: number | undefined;
}

/**
 * The caller's live session; `user_unauthenticated` without one, `session_not_found` for a dead one. With
 * `refresh`, the session is refreshed by the same statement that finds it (sessions/store.ts).
 */
export function requireSession(ctx: EmulatorContext, request: FastifyRequest, refresh?: Refresh): SessionRow {
  const { secret } = caller(ctx, request);
  if (!secret) throw apiError('user_unauthenticated');
  const row = lookUp(ctx, secret, refresh);
  if (!row || !isActive(row, ctx.clock.now())) throw apiError('session_not_found');
  return row;
}

/**
 * The caller's session when one is sent and alive, else null. Log-in calls use it to add a factor to an
 * existing session (spec §4: secondary sends happen "when a session exists"); a stale token there is
 * ignored rather than failing the log-in.
 */
export function optionalSession(ctx: EmulatorContext, request: FastifyRequest): SessionRow | null {
  const { secret } = caller(ctx, request);
  if (!secret) return null;
  const row = lookUp(ctx, secret);
  return row && isActive(row, ctx.clock.now()) ? row : null;
}

/** The opaque token the caller authenticated with (a JWT caller gets no opaque token back it did not have). */
export function callerToken(ctx: EmulatorContext, request: FastifyRequest): string {
  const { secret } = caller(ctx, request);
  return secret === null || secret.split('.').length === 3 ? '' : secret;
}
