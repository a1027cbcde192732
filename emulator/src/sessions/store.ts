/** Sessions (spec §3 "Session"), served in the wire's Session shape. */
import type { AuthenticationFactor, Session } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import { newId, randomToken, sha256Hex } from '../crypto.ts';
import { apiError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { command, query, queryValues } from '../store/statements.ts';

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

/** A live session's columns (`COLUMNS`, in order) and its user's revision, as findLiveSession reads them. */
type LiveSessionValues = [
  session_id: string,
  user_id: string,
  token_hash: string,
  started_at: number,
  last_accessed_at: number,
  expires_at: number,
  revoked_at: number | null,
  ip_address: string,
  user_agent: string,
  custom_claims: string,
  authentication_factors: string,
  user_revision: number | null,
];

const liveSessionBy = (column: 'token_hash' | 'session_id') =>
  `SELECT ${COLUMNS}, (SELECT revision FROM users WHERE users.user_id = sessions.user_id) AS user_revision
   FROM sessions WHERE ${column} = ? AND revoked_at IS NULL AND expires_at > ?`;
// Built once: the statement cache is keyed by the SQL text, and this read runs on every request.
const LIVE_SESSION_BY_TOKEN = liveSessionBy('token_hash');
const LIVE_SESSION_BY_ID = liveSessionBy('session_id');

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
  const values =
    'token' in by
      ? queryValues<LiveSessionValues, [tokenHash: string, now: number]>(db, LIVE_SESSION_BY_TOKEN).get(sha256Hex(by.token), now)
      : queryValues<LiveSessionValues, [sessionId: string, now: number]>(db, LIVE_SESSION_BY_ID).get(by.sessionId, now);
  if (!values) return undefined;
  const [
    session_id,
    user_id,
    token_hash,
    started_at,
    last_accessed_at,
    expires_at,
    revoked_at,
    ip_address,
    user_agent,
    custom_claims,
    authentication_factors,
    user_revision,
  ] = values;
  return {
    session_id,
    user_id,
    token_hash,
    started_at,
    last_accessed_at,
    expires_at,
    revoked_at,
    ip_address,
    user_agent,
    custom_claims,
    authentication_factors,
    user_revision: user_revision ?? undefined,
  };
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
 * Token ids by token digest, kept: a backend `sessions/authenticate` by JWT compares one on every call
 * (http/auth.ts), and the digest of a digest is the same every time. Bounded, the oldest dropped first.
 */
const tokenIds = new Map<string, string>();
const CACHED_TOKEN_IDS = 1000;

/**
 * The id of the session's current token generation, carried in every session JWT: a step-up rotates the
 * opaque token (sessions/authenticate.ts), and a JWT captured before it must end with the old token, not
 * keep naming the now stronger session. Derived from the token's digest (itself never shown), so no
 * column or migration is needed and it survives restarts.
 */
export function tokenId(row: Pick<SessionRow, 'token_hash'>): string {
  let id = tokenIds.get(row.token_hash);
  if (id === undefined) {
    id = sha256Hex(`session-jwt:${row.token_hash}`).slice(0, 32);
    if (tokenIds.size >= CACHED_TOKEN_IDS) tokenIds.delete(tokenIds.keys().next().value!);
    tokenIds.set(row.token_hash, id);
  }
  return id;
}

/** Sets the session's custom claims (the backend's `session_custom_claims`, issue 37). */
export function setCustomClaims(db: Db, row: SessionRow, claims: Record<string, unknown>): SessionRow {
  const json = JSON.stringify(claims);
  command<[claims: string, sessionId: string]>(db, 'UPDATE sessions SET custom_claims = ? WHERE session_id = ?').run(json, row.session_id);
  return { ...row, custom_claims: json };
}

/** A user's live sessions, oldest first (the backend's `GET /v1/sessions?user_id=`). */
export function listLiveSessions(db: Db, userId: string, now: number): SessionRow[] {
  return query<SessionRow, [userId: string, now: number]>(
    db,
    `SELECT ${COLUMNS} FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY started_at, rowid`,
  ).all(userId, now);
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
 * been issued within the last 5 minutes"), applied to removing and adding factors too (OWASP ASVS 5.0
 * V7.5.1: full re-authentication before changing what authentication or account recovery relies on).
 */
const RECENT_FACTOR_MINUTES = 5;

/** When the email address or phone number a factor proved joined the user; undefined once it is gone. */
function identifierAddedAt(db: Db, userId: string, factor: AuthenticationFactor): number | undefined {
  const emailId = factor.email_factor?.email_id;
  if (typeof emailId === 'string') {
    return query<{ created_at: number }, [emailId: string, userId: string]>(
      db,
      'SELECT created_at FROM emails WHERE email_id = ? AND user_id = ?',
    ).get(emailId, userId)?.created_at;
  }
  const phoneId = factor.phone_number_factor?.phone_id;
  return query<{ created_at: number }, [phoneId: string, userId: string]>(
    db,
    'SELECT created_at FROM phone_numbers WHERE phone_id = ? AND user_id = ?',
  ).get(typeof phoneId === 'string' ? phoneId : '', userId)?.created_at;
}

/**
 * Whether a factor vouches for the session's owner. A passcode or link to an email address or phone number
 * that was attached to the user after this session started proves only that the session's holder controls
 * that address: the session itself put it there (issue 26 finding 4: a stolen session attached the thief's
 * own email, proved it, and the fresh `otp` factor unlocked the password). Such a factor never counts as
 * the recent factor; neither does one whose address is gone from the user. A password factor proves the
 * password, whichever address named the account.
 */
function vouchesForOwner(db: Db, row: SessionRow, factor: AuthenticationFactor): boolean {
  const provesIdentifier = factor.type !== 'password' && (factor.email_factor !== undefined || factor.phone_number_factor !== undefined);
  if (!provesIdentifier) return true;
  const addedAt = identifierAddedAt(db, row.user_id, factor);
  return addedAt !== undefined && addedAt <= row.started_at;
}

/** Whether the session has a factor `accepts` allows, authenticated within `RECENT_FACTOR_MINUTES`, that vouches for its owner. */
function hasRecentFactor(db: Db, row: SessionRow, now: number, accepts: (factor: AuthenticationFactor) => boolean): boolean {
  const since = now - RECENT_FACTOR_MINUTES * 60_000;
  return factorsOf(row).some(
    (factor) => accepts(factor) && Date.parse(factor.last_authenticated_at) >= since && vouchesForOwner(db, row, factor),
  );
}

/**
 * The sensitive changes a session may make only with a recent factor:
 * - `reset_password`: `passwords/session/reset` needs "a password, email magic link, or email OTP
 *   authentication factor that has been issued within the last 5 minutes" (the provider's Password Reset by
 *   Session reference), answered `session_too_old_to_reset_password`;
 * - `change_factors`: removing a way to sign in or recover the account, or adding one (an email address, a
 *   phone number, a passkey, a wallet, an authenticator app), needs any recent factor (`stale_factors`).
 *   Adding is as sensitive as removing: a factor planted by a stolen or long-idle session is a way back in
 *   that outlives the session. While the user has a verified second factor, it needs a recent second factor
 *   (TOTP or recovery code): with a first factor alone, a session deleted the owner's authenticator app,
 *   enrolled its own and then passed as MFA (issue 42 item 1).
 * - `second_factor`: minting new second-factor secrets (recovery codes) needs a recent TOTP or recovery-code
 *   factor (`stale_factors`): a session that passed only the first factor would otherwise mint a code and
 *   pass the second factor with it (issue 26 finding 3).
 */
export type SensitiveChange = 'reset_password' | 'change_factors' | 'second_factor';

const SECOND_FACTOR = (factor: AuthenticationFactor) => factor.type === 'totp' || factor.type === 'recovery_code';

const RESET_PASSWORD_FACTOR = (factor: AuthenticationFactor) =>
  factor.type === 'password' || factor.type === 'magic_link' || (factor.type === 'otp' && factor.delivery_method === 'email');

/** Refuses a sensitive change to a session without a recent factor that vouches for its owner (above). */
export function assertRecentFactor(ctx: { db: Db; clock: { now(): number } }, session: SessionRow, change: SensitiveChange): void {
  const now = ctx.clock.now();
  if (change === 'reset_password') {
    if (!hasRecentFactor(ctx.db, session, now, RESET_PASSWORD_FACTOR)) throw apiError('session_too_old_to_reset_password');
  } else if (change === 'second_factor') {
    if (!hasRecentFactor(ctx.db, session, now, SECOND_FACTOR)) {
      throw apiError(
        'stale_factors',
        'New recovery codes need a TOTP or recovery-code factor authenticated within the last 5 minutes. Authenticate it again and retry.',
      );
    }
  } else if (hasVerifiedSecondFactor(ctx.db, session.user_id)) {
    if (!hasRecentFactor(ctx.db, session, now, SECOND_FACTOR)) {
      throw apiError(
        'stale_factors',
        'This user has an authenticator app: changing their factors needs a TOTP or recovery-code factor authenticated within the last 5 minutes. Authenticate it again and retry.',
      );
    }
  } else if (!hasRecentFactor(ctx.db, session, now, () => true)) {
    throw apiError('stale_factors');
  }
}

/** Whether the user has a confirmed authenticator app (whose recovery codes stand in for it). */
function hasVerifiedSecondFactor(db: Db, userId: string): boolean {
  return (
    query<{ found: number }, [userId: string]>(db, 'SELECT 1 AS found FROM totps WHERE user_id = ? AND verified = 1 LIMIT 1').get(
      userId,
    ) !== undefined
  );
}

/**
 * The caller's session as it is now, for a write that depends on it: call it inside the write's transaction,
 * after the slow part (scrypt, a signature check). The session must still be live, on the token generation
 * the caller sent, and still hold the recent factor the change needs. A check made before an await proves
 * nothing about the moment of the write: a thief's password reset checked, awaited scrypt while the owner's
 * emailed reset revoked the thief's session, then wrote anyway (issue 42 item 2).
 */
export function recheckSession(ctx: { db: Db; clock: { now(): number } }, session: SessionRow, change: SensitiveChange): SessionRow {
  const fresh = findLiveSession(ctx.db, { sessionId: session.session_id }, ctx.clock.now());
  if (!fresh || fresh.token_hash !== session.token_hash) {
    throw apiError('session_not_found', 'The session ended or was given a new token while this request ran; nothing was changed.');
  }
  assertRecentFactor(ctx, fresh, change);
  return fresh;
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
