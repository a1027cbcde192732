/**
 * Schema for the part-2 sign-in methods (issue 5): OAuth, Google One Tap, passkeys, TOTP and crypto
 * wallets. Appended after part 1's migrations (db/migrations.ts); never edit a shipped entry, add one.
 *
 * The factor tables themselves (`oauth_registrations`, `webauthn_registrations`, `totps`,
 * `crypto_wallets`) come from migration 1, so users list every factor kind and `DELETE /users/<kind>/{id}`
 * works; the tables here hang off them with ON DELETE CASCADE, so deleting a factor (or a user) takes its
 * secrets along. Every single-use thing has `used_at`; secrets that only need comparing are stored as
 * SHA-256 digests (tokens, states, recovery codes). A TOTP secret must be kept as is: the server has to
 * compute codes from it.
 */
import type { Migration } from './migrations.ts';

export const methodMigrations: Migration[] = [
  {
    version: 2,
    name: 'methods: WebAuthn credentials and challenges, TOTP secrets and recovery codes, wallet challenges, OAuth states and tokens, One Tap',
    sql: `
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
  },
];

/** The project-data tables above, for `POST /_emulator/reset` (children first, though cascades cover it). */
export const METHOD_DATA_TABLES = [
  'webauthn_credentials',
  'webauthn_challenges',
  'totp_recovery_codes',
  'totp_secrets',
  'crypto_wallet_challenges',
  'oauth_tokens',
  'oauth_states',
  'one_tap_callbacks',
  'method_settings',
] as const;
