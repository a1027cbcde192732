/**
 * One-time passcodes: one live code per method (a resend supersedes), 5 attempts, single use, stored as
 * digests.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

export const otpsSchema: SchemaPart = {
  migrations: {
    1: `
      -- One-time passcodes: one live code per method (a resend supersedes), 5 attempts, single use.
      CREATE TABLE otp_codes (
        otp_id TEXT PRIMARY KEY,
        method_id TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        delivery_method TEXT NOT NULL CHECK (delivery_method IN ('sms', 'whatsapp', 'email')),
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        superseded_at INTEGER
      );
      CREATE INDEX otp_codes_by_method ON otp_codes(method_id, created_at);
    `,
  },
  dataTables: ['otp_codes'],
};
