/** Crypto wallets and their pending sign-in challenges (one live challenge per wallet and requester, single use). */
import { newId } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';
import { deletableFactor } from '../store/factors.ts';
import type { User } from '../../../src/wire/index.ts';

export interface WalletChallengeRow {
  challenge_id: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  crypto_wallet_address: string;
  user_id: string | null;
  message: string;
  siwe: number;
  not_before: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  superseded_at: number | null;
  /** Who started it (routes.ts `requesterKeys`). */
  requester: string;
}

/**
 * Stores a fresh challenge and retires any earlier one of the same requester for the same wallet (a resend
 * supersedes, like OTPs). Another requester's start leaves it alone: anyone may know a wallet's address,
 * and a start by someone else must not cancel its owner's sign-in in progress.
 */
export function saveWalletChallenge(db: Db, row: Omit<WalletChallengeRow, 'challenge_id' | 'used_at' | 'superseded_at'>): string {
  const id = newId('crypto-wallet-challenge');
  command<[now: number, type: string, address: string, requester: string]>(
    db,
    `UPDATE crypto_wallet_challenges SET superseded_at = ?
     WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND requester = ? AND used_at IS NULL AND superseded_at IS NULL`,
  ).run(row.created_at, row.crypto_wallet_type, row.crypto_wallet_address, row.requester);
  command<[string, string, string, string | null, string, number, number | null, number, number, string]>(
    db,
    `INSERT INTO crypto_wallet_challenges (challenge_id, crypto_wallet_type, crypto_wallet_address, user_id, message, siwe, not_before, created_at, expires_at, requester)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    row.crypto_wallet_type,
    row.crypto_wallet_address,
    row.user_id,
    row.message,
    row.siwe,
    row.not_before,
    row.created_at,
    row.expires_at,
    row.requester,
  );
  return id;
}

/**
 * The most recent challenge one requester (either of its keys) started for a wallet, live or not (the caller
 * tells used, superseded and expired apart).
 */
export function latestWalletChallenge(
  db: Db,
  type: string,
  address: string,
  requesters: readonly [string, string],
): WalletChallengeRow | undefined {
  return query<WalletChallengeRow, [type: string, address: string, first: string, second: string]>(
    db,
    `SELECT * FROM crypto_wallet_challenges WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND requester IN (?, ?)
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  ).get(type, address, ...requesters);
}

export function consumeWalletChallenge(db: Db, challengeId: string, now: number): boolean {
  return (
    command<[now: number, challengeId: string]>(
      db,
      'UPDATE crypto_wallet_challenges SET used_at = ? WHERE challenge_id = ? AND used_at IS NULL AND superseded_at IS NULL',
    ).run(now, challengeId).changes === 1
  );
}

export interface WalletRow {
  crypto_wallet_id: string;
  user_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: number;
}

export function findWallet(db: Db, type: string, address: string): WalletRow | undefined {
  return query<WalletRow, [type: string, address: string]>(
    db,
    'SELECT crypto_wallet_id, user_id, crypto_wallet_address, crypto_wallet_type, verified FROM crypto_wallets WHERE crypto_wallet_type = ? AND crypto_wallet_address = ?',
  ).get(type, address);
}

export function addWallet(db: Db, input: { userId: string; type: string; address: string; now: number }): WalletRow {
  const id = newId('crypto-wallet');
  command<[id: string, userId: string, address: string, type: string, now: number]>(
    db,
    'INSERT INTO crypto_wallets (crypto_wallet_id, user_id, crypto_wallet_address, crypto_wallet_type, verified, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  ).run(id, input.userId, input.address, input.type, input.now);
  return { crypto_wallet_id: id, user_id: input.userId, crypto_wallet_address: input.address, crypto_wallet_type: input.type, verified: 1 };
}

/** The user's wallets in the wire's User shape (`crypto_wallets`). */
export function userCryptoWallets(db: Db, userId: string): User['crypto_wallets'] {
  return query<Omit<User['crypto_wallets'][number], 'verified'> & { verified: number }, [userId: string]>(
    db,
    'SELECT crypto_wallet_id, crypto_wallet_address, crypto_wallet_type, verified FROM crypto_wallets WHERE user_id = ? ORDER BY created_at, rowid',
  )
    .all(userId)
    .map((w) => ({ ...w, verified: w.verified === 1 }));
}

/** `DELETE /users/crypto_wallets/{id}`. */
export const deletableCryptoWallet = deletableFactor('crypto_wallets', 'crypto_wallet_not_found', 'crypto_wallets', 'crypto_wallet_id');
