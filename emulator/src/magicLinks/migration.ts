/**
 * Magic-link and password-reset tokens: single use (`used_at`), expiring, optionally PKCE-bound, stored as
 * digests.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

export const magicLinksSchema: SchemaPart = {
  migrations: {
    1: `
      -- Magic-link and password-reset tokens: single use (used_at), expiring, optionally PKCE-bound.
      CREATE TABLE email_tokens (
        token_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('magic_links', 'reset_password')),
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        email_id TEXT NOT NULL,
        created_for TEXT NOT NULL,
        redirect_url TEXT NOT NULL,
        code_challenge TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  dataTables: ['email_tokens'],
};
