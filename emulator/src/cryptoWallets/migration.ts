/**
 * Crypto wallets and their pending sign-in challenges (one live challenge per wallet and requester, single use).
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';
import { bumpsUserRevision } from '../users/migration.ts';

export const cryptoWalletsSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE crypto_wallets (
        crypto_wallet_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        crypto_wallet_address TEXT NOT NULL,
        crypto_wallet_type TEXT NOT NULL,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
    `,
    2: `
      CREATE TABLE crypto_wallet_challenges (
        challenge_id TEXT PRIMARY KEY,
        crypto_wallet_type TEXT NOT NULL CHECK (crypto_wallet_type IN ('ethereum', 'solana')),
        crypto_wallet_address TEXT NOT NULL,
        -- Set for a secondary start: the wallet is attached to this signed-in user.
        user_id TEXT REFERENCES users(user_id) ON DELETE CASCADE,
        message TEXT NOT NULL,
        siwe INTEGER NOT NULL DEFAULT 0,
        not_before INTEGER,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        -- A newer start for the same wallet supersedes this challenge (one live challenge per wallet).
        superseded_at INTEGER
      );
      CREATE INDEX crypto_wallet_challenges_by_wallet ON crypto_wallet_challenges(crypto_wallet_type, crypto_wallet_address, created_at);
      CREATE UNIQUE INDEX crypto_wallets_by_address ON crypto_wallets(crypto_wallet_type, crypto_wallet_address);
    `,
    // Their rows are part of the serialised user (users/migration.ts).
    3: bumpsUserRevision('crypto_wallets'),
    // Who started a challenge (cryptoWallets/routes.ts requesterKeys): a start supersedes only its own
    // requester's pending challenge, so knowing a wallet's address no longer retires its owner's.
    4: `ALTER TABLE crypto_wallet_challenges ADD COLUMN requester TEXT NOT NULL DEFAULT '';`,
  },
  dataTables: ['crypto_wallet_challenges', 'crypto_wallets'],
};
