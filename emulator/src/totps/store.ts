/** TOTP registrations: the secret, the last accepted time step, and salted hashes of the recovery codes. */
import { newId } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';
import { deletableFactor } from '../store/factors.ts';
import type { User } from '../../../src/wire/index.ts';

export interface TotpRow {
  totp_id: string;
  user_id: string;
  verified: number;
  created_at: number;
  secret: string;
  expires_at: number;
  last_used_step: number | null;
}

const COLUMNS = 't.totp_id, t.user_id, t.verified, t.created_at, s.secret, s.expires_at, s.last_used_step';

/** The user's TOTP registrations with their secrets, newest first. */
export function totpsOfUser(db: Db, userId: string): TotpRow[] {
  return query<TotpRow, [userId: string]>(
    db,
    `SELECT ${COLUMNS} FROM totps t JOIN totp_secrets s USING (totp_id) WHERE t.user_id = ? ORDER BY t.created_at DESC, t.rowid DESC`,
  ).all(userId);
}

export function createTotp(
  db: Db,
  input: { userId: string; secret: string; recoveryCodeHashes: string[]; now: number; expiresAt: number },
): string {
  const totpId = newId('totp');
  command<[totpId: string, userId: string, now: number]>(
    db,
    'INSERT INTO totps (totp_id, user_id, verified, created_at) VALUES (?, ?, 0, ?)',
  ).run(totpId, input.userId, input.now);
  command<[totpId: string, secret: string, expiresAt: number]>(
    db,
    'INSERT INTO totp_secrets (totp_id, secret, expires_at) VALUES (?, ?, ?)',
  ).run(totpId, input.secret, input.expiresAt);
  replaceRecoveryCodes(db, totpId, input.recoveryCodeHashes, input.now);
  return totpId;
}

/** Removes unverified registrations (superseded by a new enrolment, or expired). */
export function deleteUnverifiedTotps(db: Db, userId: string): void {
  command<[userId: string]>(db, 'DELETE FROM totps WHERE user_id = ? AND verified = 0').run(userId);
}

/** Records an accepted code: the registration becomes verified and its step can never be used again. */
export function acceptTotpStep(db: Db, totpId: string, step: number): boolean {
  const moved = command<[step: number, totpId: string, sameStep: number]>(
    db,
    'UPDATE totp_secrets SET last_used_step = ? WHERE totp_id = ? AND (last_used_step IS NULL OR last_used_step < ?)',
  ).run(step, totpId, step);
  if (moved.changes !== 1) return false;
  command<[totpId: string]>(db, 'UPDATE totps SET verified = 1 WHERE totp_id = ?').run(totpId);
  return true;
}

export interface RecoveryCodeRow {
  recovery_code_id: string;
  totp_id: string;
  hash: string;
}

export function unusedRecoveryCodes(db: Db, totpId: string): RecoveryCodeRow[] {
  return query<RecoveryCodeRow, [totpId: string]>(
    db,
    'SELECT recovery_code_id, totp_id, code_hash AS hash FROM totp_recovery_codes WHERE totp_id = ? AND used_at IS NULL ORDER BY rowid',
  ).all(totpId);
}

/** Spends a recovery code; false when a concurrent request spent it first. */
export function useRecoveryCode(db: Db, recoveryCodeId: string, now: number): boolean {
  return (
    command<[now: number, recoveryCodeId: string]>(
      db,
      'UPDATE totp_recovery_codes SET used_at = ? WHERE recovery_code_id = ? AND used_at IS NULL',
    ).run(now, recoveryCodeId).changes === 1
  );
}

export function replaceRecoveryCodes(db: Db, totpId: string, hashes: string[], now: number): void {
  command<[totpId: string]>(db, 'DELETE FROM totp_recovery_codes WHERE totp_id = ?').run(totpId);
  const insert = command<[recoveryCodeId: string, totpId: string, hash: string, now: number]>(
    db,
    'INSERT INTO totp_recovery_codes (recovery_code_id, totp_id, code_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const hash of hashes) insert.run(newId('totp-recovery-code'), totpId, hash, now);
}

/** The user's authenticator apps in the wire's User shape (`totps`), oldest first. */
export function userTotps(db: Db, userId: string): User['totps'] {
  return query<{ totp_id: string; verified: number }, [userId: string]>(
    db,
    'SELECT totp_id, verified FROM totps WHERE user_id = ? ORDER BY created_at, rowid',
  )
    .all(userId)
    .map((t) => ({ totp_id: t.totp_id, verified: t.verified === 1 }));
}

/** `DELETE /users/totps/{id}`: its secret and recovery codes cascade (totps/migration.ts). */
export const deletableTotp = deletableFactor('totps', 'totp_not_found', 'totps', 'totp_id');
