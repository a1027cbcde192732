/**
 * WebAuthn registrations, their credentials (public key, signature counter) and pending ceremonies; a
 * deleted registration takes its credential along.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';
import { bumpsUserRevision } from '../users/migration.ts';

export const webauthnSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE webauthn_registrations (
        webauthn_registration_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        domain TEXT NOT NULL,
        user_agent TEXT NOT NULL DEFAULT '',
        authenticator_type TEXT NOT NULL DEFAULT '',
        verified INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
    `,
    2: `
      CREATE TABLE webauthn_credentials (
        webauthn_registration_id TEXT PRIMARY KEY REFERENCES webauthn_registrations(webauthn_registration_id) ON DELETE CASCADE,
        credential_id TEXT NOT NULL UNIQUE,
        public_key TEXT NOT NULL,
        sign_count INTEGER NOT NULL DEFAULT 0,
        transports TEXT NOT NULL DEFAULT '[]',
        rp_id TEXT NOT NULL,
        user_handle TEXT NOT NULL,
        aaguid TEXT NOT NULL DEFAULT '',
        is_passkey INTEGER NOT NULL DEFAULT 0,
        backed_up INTEGER NOT NULL DEFAULT 0,
        last_used_at INTEGER
      );

      -- One row per ceremony; the challenge (base64url, from the CSPRNG) is what the authenticator signs.
      CREATE TABLE webauthn_challenges (
        challenge TEXT PRIMARY KEY,
        ceremony TEXT NOT NULL CHECK (ceremony IN ('register', 'authenticate')),
        user_id TEXT REFERENCES users(user_id) ON DELETE CASCADE,
        rp_id TEXT NOT NULL,
        user_handle TEXT NOT NULL DEFAULT '',
        is_passkey INTEGER NOT NULL DEFAULT 0,
        authenticator_type TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
    // Their rows are part of the serialised user (users/migration.ts).
    3: bumpsUserRevision('webauthn_registrations'),
    // Issue 39: a registration ceremony started as a conditional create, and the credential it made.
    6: `
      ALTER TABLE webauthn_challenges ADD COLUMN conditional_mediation INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE webauthn_credentials ADD COLUMN conditional_mediation INTEGER NOT NULL DEFAULT 0;
    `,
  },
  dataTables: ['webauthn_credentials', 'webauthn_challenges', 'webauthn_registrations'],
};
