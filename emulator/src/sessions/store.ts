/** Sessions (spec §3 "Session"), served in the wire's Session shape. */
import type { AuthenticationFactor, Session } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import { newId, randomToken, sha256Hex } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';

export interface SessionRow {
  session_id: string;
  user_id: string;
  /** SHA-256 of the session's current opaque token: a rotation changes it, and with it `tokenId`. */
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip_address: string;
  user_agent: string;
  custom_claims: string;
  authentication_factors: string;
  /** The user's revision, when read with the session (findLiveSession), so the cached user needs no second read. */
  user_revision?: number;
}

const COLUMNS =
  'session_id, user_id, token_hash, started_at, last_accessed_at, expires_at, revoked_at, ip_address, user_agent, custom_claims, authentication_factors';

export function createSession(
  db: Db,
  input: { userId: string; now: number; expiresAt: number; factors: AuthenticationFactor[]; ipAddress: string; userAgent: string },
): { row: SessionRow; token: string } {
  const token = randomToken();
  const row: SessionRow = {
    session_id: newId('session'),
    user_id: input.userId,
    token_hash: sha256Hex(token),
    started_at: input.now,
    last_accessed_at: input.now,
    expires_at: input.expiresAt,
    revoked_at: null,
    ip_address: input.ipAddress,
    user_agent: input.userAgent,
    custom_claims: '{}',
    authentication_factors: JSON.stringify(input.factors),
  };
  command<[string, string, string, number, number, number, string, string, string, string]>(
    db,
    `INSERT INTO sessions (session_id, user_id, token_hash, started_at, last_accessed_at, expires_at, ip_address, user_agent, custom_claims, authentication_factors)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.session_id,
    row.user_id,
    row.token_hash,
    row.started_at,
    row.last_accessed_at,
    row.expires_at,
    row.ip_address,
    row.user_agent,
    row.custom_claims,
    row.authentication_factors,
  );
  return { row, token };
}

/**
 * How often a session's stored `last_accessed_at` is written when nothing else about it changes. The caller
 * is always answered with the time of its own request; the stored value may lag it by up to this long, as
 * "last seen" columns usually do (the next write, or the next refresh after the interval, catches up).
 * Without it, a burst of refreshes of one session (many tabs, a test suite, a load test) would be a burst
 * of write transactions that change a single integer.
 */
const ACCESS_WRITE_INTERVAL_MS = 1_000;

/**
 * The live session an opaque token (stored only as a SHA-256 digest) or a session id names, and its user's
 * revision, in one indexed read: every call that needs the caller's session finds it here (http/auth.ts),
 * and the client's background refresh (spec §4) then serves the cached user without a second read.
 */
export function findLiveSession(db: Db, by: { token: string } | { sessionId: string }, now: number): SessionRow | undefined {
  const where = 'token' in by ? 'token_hash' : 'session_id';
  return query<SessionRow, [tokenHashOrId: string, now: number]>(
    db,
    `SELECT ${COLUMNS}, (SELECT revision FROM users WHERE users.user_id = sessions.user_id) AS user_revision
     FROM sessions WHERE ${where} = ? AND revoked_at IS NULL AND expires_at > ?`,
  ).get('token' in by ? sha256Hex(by.token) : by.sessionId, now);
}

/**
 * Refreshes a live session just found (sessions/authenticate): `last_accessed_at` now, the expiry moved
 * when `expiresAt` is given. One write when the expiry moves or the stored access time is older than
 * `ACCESS_WRITE_INTERVAL_MS`, none otherwise. The read was made in the same turn (http/auth.ts), so
 * nothing ran between the two.
 */
export function recordAccess(db: Db, row: SessionRow, now: number, expiresAt?: number): SessionRow {
  if (expiresAt !== undefined || now - row.last_accessed_at >= ACCESS_WRITE_INTERVAL_MS) {
    command<[now: number, expiresAt: number, sessionId: string]>(
      db,
      'UPDATE sessions SET last_accessed_at = ?, expires_at = ? WHERE session_id = ?',
    ).run(now, expiresAt ?? row.expires_at, row.session_id);
  }
  return { ...row, last_accessed_at: now, expires_at: expiresAt ?? row.expires_at };
}

export function touchSession(
  db: Db,
  row: SessionRow,
  update: { now: number; expiresAt?: number; factors?: AuthenticationFactor[] },
): SessionRow {
  const next: SessionRow = {
    ...row,
    // Whatever changed since the row was read, the user is read afresh (users/store.ts serializeUser).
    user_revision: undefined,
    last_accessed_at: update.now,
    expires_at: update.expiresAt ?? row.expires_at,
    authentication_factors: update.factors ? JSON.stringify(update.factors) : row.authentication_factors,
  };
  command<[now: number, expiresAt: number, factors: string, sessionId: string]>(
    db,
    'UPDATE sessions SET last_accessed_at = ?, expires_at = ?, authentication_factors = ? WHERE session_id = ?',
  ).run(next.last_accessed_at, next.expires_at, next.authentication_factors, next.session_id);
  return next;
}

/**
 * A fresh token for the session; the previous one no longer finds it, and JWTs issued with it no longer
 * name the session (their `tokenId` is the old one's, http/auth.ts).
 */
export function rotateSessionToken(db: Db, row: SessionRow): { row: SessionRow; token: string } {
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  command<[tokenHash: string, sessionId: string]>(db, 'UPDATE sessions SET token_hash = ? WHERE session_id = ?').run(
    tokenHash,
    row.session_id,
  );
  return { row: { ...row, token_hash: tokenHash }, token };
}

/**
 * The id of the session's current token generation, carried in every session JWT: a step-up rotates the
 * opaque token (sessions/authenticate.ts), and a JWT captured before it must end with the old token, not
 * keep naming the now stronger session. Derived from the token's digest (itself never shown), so no
 * column or migration is needed and it survives restarts.
 */
export function tokenId(row: Pick<SessionRow, 'token_hash'>): string {
  return sha256Hex(`session-jwt:${row.token_hash}`).slice(0, 32);
}

export function revokeSession(db: Db, sessionId: string, now: number): void {
  command<[now: number, sessionId: string]>(db, 'UPDATE sessions SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(
    now,
    sessionId,
  );
}

/** Ends every live session of a user (a password reset signs the user out everywhere else). */
export function revokeUserSessions(db: Db, userId: string, now: number, exceptSessionId = ''): void {
  command<[now: number, userId: string, exceptSessionId: string]>(
    db,
    'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id != ?',
  ).run(now, userId, exceptSessionId);
}

export function factorsOf(row: SessionRow): AuthenticationFactor[] {
  return JSON.parse(row.authentication_factors) as AuthenticationFactor[];
}

/**
 * How recently a factor must have been authenticated for a sensitive change: the provider's window for a
 * password reset by session ("a password, email magic link, or email OTP authentication factor that has
 * been issued within the last 5 minutes"), applied to removing factors too (OWASP ASVS 5.0 V7.5.1: full
 * re-authentication before changing what authentication or account recovery relies on).
 */
const RECENT_FACTOR_MINUTES = 5;

/** Whether the session has a factor `accepts` allows, authenticated within `RECENT_FACTOR_MINUTES`. */
export function hasRecentFactor(row: SessionRow, now: number, accepts: (factor: AuthenticationFactor) => boolean = () => true): boolean {
  const since = now - RECENT_FACTOR_MINUTES * 60_000;
  return factorsOf(row).some((factor) => accepts(factor) && Date.parse(factor.last_authenticated_at) >= since);
}

export function serializeSession(row: SessionRow): Session {
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: iso(row.started_at),
    last_accessed_at: iso(row.last_accessed_at),
    expires_at: iso(row.expires_at),
    attributes: { ip_address: row.ip_address, user_agent: row.user_agent },
    custom_claims: JSON.parse(row.custom_claims) as Record<string, unknown>,
    roles: ['stytch_user'],
    authentication_factors: factorsOf(row),
  };
}
