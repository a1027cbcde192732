/**
 * OAuth registrations, sign-ins waiting on the emulated provider page, the single-use redirect tokens, One
 * Tap callbacks, the emulated providers' signing keys (kept across resets) and the test-control settings.
 * States, tokens and CSRF values are stored as digests.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';
import { bumpsUserRevision } from '../users/migration.ts';

export const oauthSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE oauth_registrations (
        oauth_user_registration_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        provider_type TEXT NOT NULL,
        provider_subject TEXT NOT NULL,
        profile_picture_url TEXT NOT NULL DEFAULT '',
        locale TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
    `,
    2: `
      -- A sign-in waiting on the emulated provider page; the state travels in its form.
      CREATE TABLE oauth_states (
        state_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        code_challenge TEXT,
        login_redirect_url TEXT NOT NULL,
        signup_redirect_url TEXT NOT NULL,
        scopes TEXT NOT NULL DEFAULT '[]',
        provider_params TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- The token handed to the redirect URL (stytch_token_type=oauth), exchanged once by /oauth/authenticate.
      CREATE TABLE oauth_tokens (
        token_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        oauth_user_registration_id TEXT NOT NULL REFERENCES oauth_registrations(oauth_user_registration_id) ON DELETE CASCADE,
        email_id TEXT NOT NULL DEFAULT '',
        code_challenge TEXT,
        scopes TEXT NOT NULL DEFAULT '[]',
        user_created INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE UNIQUE INDEX oauth_registrations_by_subject ON oauth_registrations(provider_type, provider_subject);

      -- Google One Tap: the callback id and CSRF token handed out by onetap/start, used once by the submit.
      CREATE TABLE one_tap_callbacks (
        oauth_callback_id TEXT PRIMARY KEY,
        csrf_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      -- The emulated identity providers' signing keys (the One Tap stand-in signs Google-style ID tokens).
      -- Not project data: kept across /_emulator/reset like the session JWT key.
      CREATE TABLE emulated_idp_keys (
        kid TEXT PRIMARY KEY,
        issuer TEXT NOT NULL,
        private_jwk TEXT NOT NULL,
        public_jwk TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      -- Test-control settings of the methods (e.g. which One Tap error to produce), wiped by reset.
      CREATE TABLE method_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
    // Their rows are part of the serialised user (users/migration.ts).
    3: bumpsUserRevision('oauth_registrations'),
    // The nonce onetap/start hands out, as a digest: the ID token must carry it (oneTapRoutes.ts), so a
    // captured ID token does not pass another callback for the rest of its hour.
    4: `ALTER TABLE one_tap_callbacks ADD COLUMN nonce_hash TEXT NOT NULL DEFAULT '';`,
    // The PKCE challenge onetap/start was given: the OAuth token the submit mints carries it (issue 42).
    6: `ALTER TABLE one_tap_callbacks ADD COLUMN code_challenge TEXT;`,
  },
  dataTables: ['oauth_tokens', 'oauth_states', 'one_tap_callbacks', 'method_settings', 'oauth_registrations'],
};
