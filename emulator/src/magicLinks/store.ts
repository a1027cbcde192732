/**
 * Magic-link and password-reset tokens: CSPRNG secrets stored as digests, expiring, single use, and bound
 * to a PKCE challenge when one was sent (spec §7 magic_links/authenticate and passwords/email/reset).
 */
import { randomToken, sha256Hex } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';

export type TokenPurpose = 'magic_links' | 'reset_password';

export interface EmailTokenRow {
  token_hash: string;
  purpose: TokenPurpose;
  user_id: string;
  email_id: string;
  created_for: string;
  redirect_url: string;
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function issueEmailToken(
  db: Db,
  input: {
    purpose: TokenPurpose;
    userId: string;
    emailId: string;
    createdFor: string;
    redirectUrl: string;
    codeChallenge: string | null;
    now: number;
    expiresAt: number;
  },
): string {
  const token = randomToken();
  command<[string, string, string, string, string, string, string | null, number, number]>(
    db,
    `INSERT INTO email_tokens (token_hash, purpose, user_id, email_id, created_for, redirect_url, code_challenge, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256Hex(token),
    input.purpose,
    input.userId,
    input.emailId,
    input.createdFor,
    input.redirectUrl,
    input.codeChallenge,
    input.now,
    input.expiresAt,
  );
  return token;
}

export function findEmailToken(db: Db, purpose: TokenPurpose, token: string): EmailTokenRow | undefined {
  return query<EmailTokenRow, [tokenHash: string, purpose: TokenPurpose]>(
    db,
    'SELECT * FROM email_tokens WHERE token_hash = ? AND purpose = ?',
  ).get(sha256Hex(token), purpose);
}

/**
 * Ends every unused magic link and reset link of the user: a password change means whoever asked for
 * them may no longer be the one in charge of the account, so a link mailed before it must not outlive it
 * (issue 42 item 4). Expired rather than marked used, so they are refused as expired links are.
 */
export function expireEmailTokensOfUser(db: Db, userId: string, now: number): void {
  command<[now: number, userId: string, alsoNow: number]>(
    db,
    'UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND used_at IS NULL AND expires_at > ?',
  ).run(now, userId, now);
}

/** Marks the token used; false when another request used it first (the UPDATE is the single-use gate). */
export function consumeEmailToken(db: Db, tokenHash: string, now: number): boolean {
  return (
    command<[now: number, tokenHash: string]>(db, 'UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(
      now,
      tokenHash,
    ).changes === 1
  );
}
