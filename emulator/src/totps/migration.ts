/**
 * TOTP registrations, their secrets (kept as is: the server computes codes from them), the last accepted
 * time step and hashes of the recovery codes (salted scrypt; SHA-256 digests before).
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';
import { bumpsUserRevision } from '../users/migration.ts';

export const totpsSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE totps (
        totp_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
    `,
    2: `
      CREATE TABLE totp_secrets (
        totp_id TEXT PRIMARY KEY REFERENCES totps(totp_id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        -- An unverified registration must be confirmed with a code before this (POST /totps expiration_minutes).
        expires_at INTEGER NOT NULL,
        -- The RFC 6238 time step of the last accepted code: no code at or before it is accepted again.
        last_used_step INTEGER
      );

      CREATE TABLE totp_recovery_codes (
        recovery_code_id TEXT PRIMARY KEY,
        totp_id TEXT NOT NULL REFERENCES totps(totp_id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX totp_recovery_codes_by_totp ON totp_recovery_codes(totp_id);
    `,
    // Their rows are part of the serialised user (users/migration.ts).
    3: bumpsUserRevision('totps'),
  },
  dataTables: ['totp_recovery_codes', 'totp_secrets', 'totps'],
};
