/**
 * Sessions (only a digest of each token) and the key that signs `session_jwt`, which survives resets and
 * restarts so issued JWTs stay verifiable.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

export const sessionsSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE sessions (
        session_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        started_at INTEGER NOT NULL,
        last_accessed_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        ip_address TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        custom_claims TEXT NOT NULL DEFAULT '{}',
        authentication_factors TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX sessions_by_user ON sessions(user_id);

      -- The session-JWT signing key survives restarts so issued JWTs stay verifiable.
      CREATE TABLE signing_keys (
        kid TEXT PRIMARY KEY,
        alg TEXT NOT NULL,
        private_jwk TEXT NOT NULL,
        public_jwk TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  dataTables: ['sessions'],
};
