/** WebAuthn registrations, their credentials (public key, signature counter) and pending ceremonies. */
import { newId } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';
import { deletableFactor } from '../store/factors.ts';
import type { User } from '../../../src/wire/index.ts';

export interface ChallengeRow {
  challenge: string;
  ceremony: 'register' | 'authenticate';
  user_id: string | null;
  rp_id: string;
  user_handle: string;
  is_passkey: number;
  /** Started as a conditional create (issue 39): its credential may come without user presence. */
  conditional_mediation: number;
  authenticator_type: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function saveChallenge(db: Db, row: Omit<ChallengeRow, 'used_at'>): void {
  command<[string, string, string | null, string, string, number, number, string, string, number, number]>(
    db,
    `INSERT INTO webauthn_challenges (challenge, ceremony, user_id, rp_id, user_handle, is_passkey, conditional_mediation, authenticator_type, user_agent, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.challenge,
    row.ceremony,
    row.user_id,
    row.rp_id,
    row.user_handle,
    row.is_passkey,
    row.conditional_mediation,
    row.authenticator_type,
    row.user_agent,
    row.created_at,
    row.expires_at,
  );
}

export function findChallenge(db: Db, challenge: string): ChallengeRow | undefined {
  return query<ChallengeRow, [challenge: string]>(db, 'SELECT * FROM webauthn_challenges WHERE challenge = ?').get(challenge);
}

/** Marks the challenge used; false when another request used it first (single use under concurrency). */
export function consumeChallenge(db: Db, challenge: string, now: number): boolean {
  return (
    command<[now: number, challenge: string]>(db, 'UPDATE webauthn_challenges SET used_at = ? WHERE challenge = ? AND used_at IS NULL').run(
      now,
      challenge,
    ).changes === 1
  );
}

export interface CredentialRow {
  webauthn_registration_id: string;
  user_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  name: string;
  credential_id: string;
  public_key: string;
  sign_count: number;
  transports: string;
  rp_id: string;
  user_handle: string;
  is_passkey: number;
}

const CREDENTIAL_COLUMNS = `r.webauthn_registration_id, r.user_id, r.domain, r.user_agent, r.authenticator_type, r.name,
  c.credential_id, c.public_key, c.sign_count, c.transports, c.rp_id, c.user_handle, c.is_passkey`;

export function findCredential(db: Db, credentialId: string): CredentialRow | undefined {
  return query<CredentialRow, [credentialId: string]>(
    db,
    `SELECT ${CREDENTIAL_COLUMNS} FROM webauthn_credentials c JOIN webauthn_registrations r USING (webauthn_registration_id) WHERE c.credential_id = ?`,
  ).get(credentialId);
}

export function credentialsOfUser(db: Db, userId: string, rpId?: string): CredentialRow[] {
  const rows = query<CredentialRow, [userId: string]>(
    db,
    `SELECT ${CREDENTIAL_COLUMNS} FROM webauthn_credentials c JOIN webauthn_registrations r USING (webauthn_registration_id) WHERE r.user_id = ? ORDER BY r.created_at, r.rowid`,
  ).all(userId);
  return rpId === undefined ? rows : rows.filter((row) => row.rp_id === rpId);
}

export function countRegistrations(db: Db, userId: string): number {
  // An aggregate always answers one row.
  return (
    query<{ n: number }, [userId: string]>(db, 'SELECT COUNT(*) AS n FROM webauthn_registrations WHERE user_id = ?').get(userId)?.n ?? 0
  );
}

export function addRegistration(
  db: Db,
  input: {
    userId: string;
    domain: string;
    userAgent: string;
    authenticatorType: string;
    name: string;
    credentialId: string;
    publicKey: string;
    signCount: number;
    transports: string[];
    rpId: string;
    userHandle: string;
    aaguid: string;
    isPasskey: boolean;
    backedUp: boolean;
    /** Made by a conditional create (issue 39). */
    conditional: boolean;
    now: number;
  },
): string {
  const id = newId('webauthn-registration');
  command<[string, string, string, string, string, string, number]>(
    db,
    `INSERT INTO webauthn_registrations (webauthn_registration_id, user_id, domain, user_agent, authenticator_type, verified, name, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(id, input.userId, input.domain, input.userAgent, input.authenticatorType, input.name, input.now);
  command<[string, string, string, number, string, string, string, string, number, number, number]>(
    db,
    `INSERT INTO webauthn_credentials (webauthn_registration_id, credential_id, public_key, sign_count, transports, rp_id, user_handle, aaguid, is_passkey, backed_up, conditional_mediation)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.credentialId,
    input.publicKey,
    input.signCount,
    JSON.stringify(input.transports),
    input.rpId,
    input.userHandle,
    input.aaguid,
    input.isPasskey ? 1 : 0,
    input.backedUp ? 1 : 0,
    input.conditional ? 1 : 0,
  );
  return id;
}

/** Stores the counter the authenticator reported; false if a concurrent assertion already moved it past. */
export function updateSignCount(db: Db, registrationId: string, previous: number, next: number, now: number): boolean {
  return (
    command<[next: number, now: number, registrationId: string, previous: number]>(
      db,
      'UPDATE webauthn_credentials SET sign_count = ?, last_used_at = ? WHERE webauthn_registration_id = ? AND sign_count = ?',
    ).run(next, now, registrationId, previous).changes === 1
  );
}

export function renameRegistration(db: Db, userId: string, registrationId: string, name: string): boolean {
  return (
    command<[name: string, registrationId: string, userId: string]>(
      db,
      'UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ? AND user_id = ?',
    ).run(name, registrationId, userId).changes === 1
  );
}

export interface WebauthnRegistrationRow {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: number;
  name: string;
}

export function getRegistration(db: Db, userId: string, registrationId: string): WebauthnRegistrationRow | undefined {
  return query<WebauthnRegistrationRow, [registrationId: string, userId: string]>(
    db,
    'SELECT webauthn_registration_id, domain, user_agent, authenticator_type, verified, name FROM webauthn_registrations WHERE webauthn_registration_id = ? AND user_id = ?',
  ).get(registrationId, userId);
}

/**
 * The user's passkeys and security keys in the wire's User shape (`webauthn_registrations`), with the
 * emulator's extensions (issue 39): the credential id and user handle the Signal API needs, and whether a
 * conditional create made it.
 */
export function userWebauthnRegistrations(db: Db, userId: string): User['webauthn_registrations'] {
  type Row = Omit<
    User['webauthn_registrations'][number],
    'verified' | 'public_key_credential_id' | 'user_handle' | 'conditional_mediation'
  > & {
    verified: number;
    // Null for a registration without its credential row (a seeded one).
    public_key_credential_id: string | null;
    user_handle: string | null;
    conditional_mediation: number | null;
  };
  return query<Row, [userId: string]>(
    db,
    `SELECT r.webauthn_registration_id, r.domain, r.user_agent, r.authenticator_type, r.verified, r.name,
       c.credential_id AS public_key_credential_id, c.user_handle, c.conditional_mediation
     FROM webauthn_registrations r LEFT JOIN webauthn_credentials c USING (webauthn_registration_id)
     WHERE r.user_id = ? ORDER BY r.created_at, r.rowid`,
  )
    .all(userId)
    .map(({ verified, public_key_credential_id, user_handle, conditional_mediation, ...w }) => ({
      ...w,
      verified: verified === 1,
      ...(public_key_credential_id !== null && {
        public_key_credential_id,
        user_handle: user_handle ?? '',
        conditional_mediation: conditional_mediation === 1,
      }),
    }));
}

/** `DELETE /users/webauthn_registrations/{id}`. */
export const deletableWebauthnRegistration = deletableFactor(
  'webauthn_registrations',
  'webauthn_registration_not_found',
  'webauthn_registrations',
  'webauthn_registration_id',
);
