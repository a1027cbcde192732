/**
 * One-time passcodes (spec §7 otps/*; §9 "OTP length 6. Default OTP expiry 5 minutes"). Codes are stored
 * as salted digests; a method has one live code at a time (a resend supersedes the previous one); a code
 * is single use and dies after MAX_OTP_ATTEMPTS wrong guesses.
 */
import type { OTPMethod } from '../../../src/wire/index.ts';
import { newId, otpCode, safeEqual, sha256Hex } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';

const MAX_OTP_ATTEMPTS = 5;

interface OtpRow {
  otp_id: string;
  method_id: string;
  user_id: string;
  delivery_method: OTPMethod;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  superseded_at: number | null;
}

const digest = (otpId: string, code: string) => sha256Hex(`${otpId}:${code}`);

export function issueOtp(db: Db, input: { methodId: string; userId: string; delivery: OTPMethod; now: number; expiresAt: number }): string {
  const code = otpCode();
  const otpId = newId('otp');
  db.transaction(() => {
    command<[now: number, methodId: string]>(
      db,
      'UPDATE otp_codes SET superseded_at = ? WHERE method_id = ? AND used_at IS NULL AND superseded_at IS NULL',
    ).run(input.now, input.methodId);
    command<[string, string, string, OTPMethod, string, number, number]>(
      db,
      'INSERT INTO otp_codes (otp_id, method_id, user_id, delivery_method, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(otpId, input.methodId, input.userId, input.delivery, digest(otpId, code), input.now, input.expiresAt);
  })();
  return code;
}

export type OtpCheck =
  { ok: true; row: OtpRow } | { ok: false; reason: 'not_found' | 'expired' | 'used' | 'locked' | 'wrong_code'; attemptsLeft?: number };

/**
 * Checks `code` against the method's live code in one transaction: a wrong guess counts an attempt, a
 * right one marks the code used, so two concurrent requests cannot both spend it.
 */
export function checkOtp(db: Db, methodId: string, code: string, now: number): OtpCheck {
  return db.transaction((): OtpCheck => {
    const row = query<OtpRow, [methodId: string]>(
      db,
      'SELECT * FROM otp_codes WHERE method_id = ? AND superseded_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1',
    ).get(methodId);
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.used_at !== null) return { ok: false, reason: 'used' };
    if (row.attempts >= MAX_OTP_ATTEMPTS) return { ok: false, reason: 'locked' };
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    if (!safeEqual(digest(row.otp_id, code), row.code_hash)) {
      command<[otpId: string]>(db, 'UPDATE otp_codes SET attempts = attempts + 1 WHERE otp_id = ?').run(row.otp_id);
      return { ok: false, reason: 'wrong_code', attemptsLeft: MAX_OTP_ATTEMPTS - row.attempts - 1 };
    }
    command<[now: number, otpId: string]>(db, 'UPDATE otp_codes SET used_at = ? WHERE otp_id = ?').run(now, row.otp_id);
    return { ok: true, row: { ...row, used_at: now } };
  })();
}
