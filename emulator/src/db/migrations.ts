/**
 * Numbered schema migrations, applied in order and recorded in SQLite's `user_version`. Never edit a
 * shipped migration: append a new one (part 2 adds OAuth, passkey, TOTP and wallet state as 002+).
 *
 * Times are stored as integer milliseconds from the emulator clock; secrets (session, link and reset
 * tokens, OTP codes) only as digests.
 */
import { METHOD_DATA_TABLES, methodMigrations } from './methodMigrations.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'core: users, factors, sessions, email tokens, OTP codes, outbox, events, signing keys',
    sql: `
      CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'pending')),
        first_name TEXT NOT NULL DEFAULT '',
        middle_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        trusted_metadata TEXT NOT NULL DEFAULT '{}',
        untrusted_metadata TEXT NOT NULL DEFAULT '{}'
      );

      CREATE TABLE emails (
        email_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX emails_by_user ON emails(user_id);

      CREATE TABLE phone_numbers (
        phone_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        phone_number TEXT NOT NULL UNIQUE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX phone_numbers_by_user ON phone_numbers(user_id);

      CREATE TABLE passwords (
        password_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL UNIQUE REFERENCES users(user_id) ON DELETE CASCADE,
        hash TEXT NOT NULL,
        requires_reset INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );

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

      -- The outbox: every email, SMS and WhatsApp message the emulator "sends".
      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id TEXT NOT NULL UNIQUE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
        kind TEXT NOT NULL,
        to_address TEXT NOT NULL COLLATE NOCASE,
        from_address TEXT NOT NULL,
        subject TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL,
        link TEXT,
        token TEXT,
        code TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_by_recipient ON messages(to_address);

      CREATE TABLE events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at INTEGER NOT NULL,
        public_token TEXT NOT NULL,
        event_name TEXT NOT NULL,
        event TEXT NOT NULL,
        telemetry TEXT NOT NULL
      );

      -- The session-JWT signing key survives restarts so issued JWTs stay verifiable.
      CREATE TABLE signing_keys (
        kid TEXT PRIMARY KEY,
        alg TEXT NOT NULL,
        private_jwk TEXT NOT NULL,
        public_jwk TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      -- Factor tables that part 2 (OAuth, passkeys, TOTP, crypto wallets) fills. They exist now so users
      -- list every factor kind of the wire doc and every DELETE /users/<kind>/{id} call works.
      CREATE TABLE oauth_registrations (
        oauth_user_registration_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        provider_type TEXT NOT NULL,
        provider_subject TEXT NOT NULL,
        profile_picture_url TEXT NOT NULL DEFAULT '',
        locale TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
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
      CREATE TABLE totps (
        totp_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE crypto_wallets (
        crypto_wallet_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        crypto_wallet_address TEXT NOT NULL,
        crypto_wallet_type TEXT NOT NULL,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE biometric_registrations (
        biometric_registration_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
    `,
  },
  // Part 2 (issue 5): OAuth, One Tap, passkeys, TOTP and crypto wallets, numbered from 2.
  ...methodMigrations,
];

/** Tables that hold project data (everything `POST /_emulator/reset` wipes); the signing key is kept. */
export const DATA_TABLES = [
  ...METHOD_DATA_TABLES,
  'sessions',
  'email_tokens',
  'otp_codes',
  'passwords',
  'emails',
  'phone_numbers',
  'oauth_registrations',
  'webauthn_registrations',
  'totps',
  'crypto_wallets',
  'biometric_registrations',
  'users',
  'messages',
  'events',
] as const;
