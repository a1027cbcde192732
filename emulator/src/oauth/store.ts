/**
 * OAuth state: sign-ins waiting on the emulated provider page, the single-use tokens handed to the
 * redirect URL, provider registrations, Google One Tap callbacks, the emulated providers' signing key
 * and the methods' test-control settings. States, tokens and CSRF values are stored as SHA-256 digests.
 */
import { type SigningKeyPair, type StoredKeyPair, generateKeyPairRow, importKeyPair, newId, randomToken, sha256Hex } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';
import { deletableFactor } from '../store/factors.ts';
import type { User } from '../../../src/wire/index.ts';

export interface OAuthStateRow {
  state_hash: string;
  provider: string;
  code_challenge: string | null;
  login_redirect_url: string;
  signup_redirect_url: string;
  scopes: string;
  provider_params: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function createOAuthState(db: Db, row: Omit<OAuthStateRow, 'state_hash' | 'used_at'>): string {
  const state = randomToken();
  command<[string, string, string | null, string, string, string, string, number, number]>(
    db,
    `INSERT INTO oauth_states (state_hash, provider, code_challenge, login_redirect_url, signup_redirect_url, scopes, provider_params, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256Hex(state),
    row.provider,
    row.code_challenge,
    row.login_redirect_url,
    row.signup_redirect_url,
    row.scopes,
    row.provider_params,
    row.created_at,
    row.expires_at,
  );
  return state;
}

export function findOAuthState(db: Db, state: string): OAuthStateRow | undefined {
  return query<OAuthStateRow, [stateHash: string]>(db, 'SELECT * FROM oauth_states WHERE state_hash = ?').get(sha256Hex(state));
}

export function consumeOAuthState(db: Db, stateHash: string, now: number): boolean {
  return (
    command<[now: number, stateHash: string]>(db, 'UPDATE oauth_states SET used_at = ? WHERE state_hash = ? AND used_at IS NULL').run(
      now,
      stateHash,
    ).changes === 1
  );
}

export interface RegistrationRow {
  oauth_user_registration_id: string;
  user_id: string;
  provider_type: string;
  provider_subject: string;
}

export function findRegistration(db: Db, provider: string, subject: string): RegistrationRow | undefined {
  return query<RegistrationRow, [provider: string, subject: string]>(
    db,
    'SELECT oauth_user_registration_id, user_id, provider_type, provider_subject FROM oauth_registrations WHERE provider_type = ? AND provider_subject = ?',
  ).get(provider, subject);
}

export function addRegistration(
  db: Db,
  input: { userId: string; provider: string; subject: string; profilePictureUrl: string; locale: string; now: number },
): RegistrationRow {
  const id = newId('oauth-user-registration');
  command<[string, string, string, string, string, string, number]>(
    db,
    `INSERT INTO oauth_registrations (oauth_user_registration_id, user_id, provider_type, provider_subject, profile_picture_url, locale, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, input.userId, input.provider, input.subject, input.profilePictureUrl, input.locale, input.now);
  return { oauth_user_registration_id: id, user_id: input.userId, provider_type: input.provider, provider_subject: input.subject };
}

export function getRegistrationById(db: Db, id: string): RegistrationRow | undefined {
  return query<RegistrationRow, [id: string]>(
    db,
    'SELECT oauth_user_registration_id, user_id, provider_type, provider_subject FROM oauth_registrations WHERE oauth_user_registration_id = ?',
  ).get(id);
}

const LIST_IDENTITIES = 'provider_page_lists_identities';

/**
 * Whether the emulated provider page offers the identities used before as one-click choices. Off unless a
 * test turns it on (`POST /_emulator/oauth/provider_page`): the page is open to anyone holding the public
 * token, and the list would hand them the emails of earlier users. Kept in `method_settings`, so a reset
 * turns it off again.
 */
export function providerPageListsIdentities(db: Db): boolean {
  return getSetting<boolean>(db, LIST_IDENTITIES) === true;
}

export function setProviderPageListsIdentities(db: Db, on: boolean): void {
  setSetting(db, LIST_IDENTITIES, on ? true : null);
}

/** Identities that signed in with a provider before, newest first, for the emulated page's one-click list. */
export function knownIdentities(db: Db, provider: string, limit = 5): { email: string; name: string; subject: string }[] {
  return query<{ email: string; name: string; subject: string }, [provider: string, limit: number]>(
    db,
    `SELECT COALESCE((SELECT e.email FROM emails e WHERE e.user_id = r.user_id ORDER BY e.created_at LIMIT 1), '') AS email,
            TRIM(u.first_name || ' ' || u.last_name) AS name, r.provider_subject AS subject
     FROM oauth_registrations r JOIN users u USING (user_id)
     WHERE r.provider_type = ? ORDER BY r.created_at DESC, r.rowid DESC LIMIT ?`,
  )
    .all(provider, limit)
    .filter((row) => row.email !== '');
}

export interface OAuthTokenRow {
  token_hash: string;
  provider: string;
  user_id: string;
  oauth_user_registration_id: string;
  email_id: string;
  code_challenge: string | null;
  scopes: string;
  user_created: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function issueOAuthToken(db: Db, row: Omit<OAuthTokenRow, 'token_hash' | 'used_at'>): string {
  const token = randomToken();
  command<[string, string, string, string, string, string | null, string, number, number, number]>(
    db,
    `INSERT INTO oauth_tokens (token_hash, provider, user_id, oauth_user_registration_id, email_id, code_challenge, scopes, user_created, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256Hex(token),
    row.provider,
    row.user_id,
    row.oauth_user_registration_id,
    row.email_id,
    row.code_challenge,
    row.scopes,
    row.user_created,
    row.created_at,
    row.expires_at,
  );
  return token;
}

export function findOAuthToken(db: Db, token: string): OAuthTokenRow | undefined {
  return query<OAuthTokenRow, [tokenHash: string]>(db, 'SELECT * FROM oauth_tokens WHERE token_hash = ?').get(sha256Hex(token));
}

export function consumeOAuthToken(db: Db, tokenHash: string, now: number): boolean {
  return (
    command<[now: number, tokenHash: string]>(db, 'UPDATE oauth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(
      now,
      tokenHash,
    ).changes === 1
  );
}

export function createOneTapCallback(
  db: Db,
  codeChallenge: string | null,
  now: number,
  expiresAt: number,
): { oauthCallbackId: string; csrfToken: string; nonce: string } {
  const oauthCallbackId = newId('oauth-callback');
  const csrfToken = randomToken();
  const nonce = randomToken();
  command<[oauthCallbackId: string, csrfHash: string, nonceHash: string, codeChallenge: string | null, now: number, expiresAt: number]>(
    db,
    'INSERT INTO one_tap_callbacks (oauth_callback_id, csrf_hash, nonce_hash, code_challenge, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(oauthCallbackId, sha256Hex(csrfToken), sha256Hex(nonce), codeChallenge, now, expiresAt);
  return { oauthCallbackId, csrfToken, nonce };
}

export interface OneTapCallbackRow {
  oauth_callback_id: string;
  csrf_hash: string;
  /** Digest of the nonce the ID token must carry ('' for callbacks made before nonces: none passes). */
  nonce_hash: string;
  /** The start's PKCE challenge, passed on to the OAuth token the submit mints (issue 42). */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function findOneTapCallback(db: Db, oauthCallbackId: string): OneTapCallbackRow | undefined {
  return query<OneTapCallbackRow, [oauthCallbackId: string]>(db, 'SELECT * FROM one_tap_callbacks WHERE oauth_callback_id = ?').get(
    oauthCallbackId,
  );
}

export function consumeOneTapCallback(db: Db, oauthCallbackId: string, now: number): boolean {
  return (
    command<[now: number, oauthCallbackId: string]>(
      db,
      'UPDATE one_tap_callbacks SET used_at = ? WHERE oauth_callback_id = ? AND used_at IS NULL',
    ).run(now, oauthCallbackId).changes === 1
  );
}

export interface IdpKey extends SigningKeyPair {
  issuer: string;
}

const idpKeys = new WeakMap<Db, Map<string, Promise<IdpKey>>>();

/** The signing key of an emulated identity provider (RS256 like Google's), made on first use and kept. */
export function idpKey(db: Db, issuer: string, now: number): Promise<IdpKey> {
  let byIssuer = idpKeys.get(db);
  if (!byIssuer) {
    byIssuer = new Map();
    idpKeys.set(db, byIssuer);
  }
  let key = byIssuer.get(issuer);
  if (!key) {
    key = loadOrCreateIdpKey(db, issuer, now);
    byIssuer.set(issuer, key);
    key.catch(() => byIssuer.delete(issuer));
  }
  return key;
}

async function loadOrCreateIdpKey(db: Db, issuer: string, now: number): Promise<IdpKey> {
  const row = query<StoredKeyPair, [issuer: string]>(
    db,
    'SELECT kid, private_jwk, public_jwk FROM emulated_idp_keys WHERE issuer = ? ORDER BY created_at DESC LIMIT 1',
  ).get(issuer);
  if (row) return { ...importKeyPair(row), issuer };
  const { key, row: created } = await generateKeyPairRow('RS256', 'idp-key');
  command<[kid: string, issuer: string, privateJwk: string, publicJwk: string, now: number]>(
    db,
    'INSERT INTO emulated_idp_keys (kid, issuer, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(created.kid, issuer, created.private_jwk, created.public_jwk, now);
  return { ...key, issuer };
}

export function getSetting<T>(db: Db, key: string): T | undefined {
  const row = query<{ value: string }, [key: string]>(db, 'SELECT value FROM method_settings WHERE key = ?').get(key);
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function setSetting(db: Db, key: string, value: unknown): void {
  if (value === undefined || value === null) {
    command<[key: string]>(db, 'DELETE FROM method_settings WHERE key = ?').run(key);
    return;
  }
  command<[key: string, value: string]>(
    db,
    'INSERT INTO method_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}

/** The user's OAuth registrations in the wire's User shape (`providers`). */
export function userProviders(db: Db, userId: string): User['providers'] {
  return query<User['providers'][number], [userId: string]>(
    db,
    'SELECT oauth_user_registration_id, provider_subject, provider_type, profile_picture_url, locale FROM oauth_registrations WHERE user_id = ? ORDER BY created_at, rowid',
  ).all(userId);
}

/** `DELETE /users/oauth/{id}`. */
export const deletableOAuthRegistration = deletableFactor(
  'oauth',
  'oauth_user_registration_not_found',
  'oauth_registrations',
  'oauth_user_registration_id',
);
