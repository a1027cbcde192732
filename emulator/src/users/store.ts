/** Users and their factors, served in the wire's User shape ("Payload shapes" → User). */
import type { User } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import { apiError } from '../http/errors.ts';
import { newId } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { type DeletableFactor, deletableFactor } from '../store/factors.ts';
import { command, query } from '../store/statements.ts';
import { deletableCryptoWallet, userCryptoWallets } from '../cryptoWallets/store.ts';
import { deletableOAuthRegistration, userProviders } from '../oauth/store.ts';
import { deletableTotp, userTotps } from '../totps/store.ts';
import { deletableWebauthnRegistration, userWebauthnRegistrations } from '../webauthn/store.ts';

interface UserRow {
  user_id: string;
  created_at: number;
  /** Moves with every change to the user or its factors (users/migration.ts). */
  revision: number;
  status: 'active' | 'pending';
  first_name: string;
  middle_name: string;
  last_name: string;
  trusted_metadata: string;
  untrusted_metadata: string;
  external_id: string | null;
  /** The roles assigned explicitly, as a JSON array (users/migration.ts). */
  roles: string;
}

export interface EmailRow {
  email_id: string;
  user_id: string;
  email: string;
  verified: number;
}

export interface PhoneRow {
  phone_id: string;
  user_id: string;
  phone_number: string;
  verified: number;
}

export interface PasswordRow {
  password_id: string;
  user_id: string;
  hash: string;
  requires_reset: number;
  /** 1 when the password was set by someone who had proved control of the user's email (users/identity.ts). */
  verified: number;
  /** Grows with every change of the password (not with a rehash of the same one): see `passwordVersion`. */
  version: number;
}

export function createUser(db: Db, now: number, status: 'active' | 'pending'): string {
  const userId = newId('user');
  command<[userId: string, now: number, status: string]>(db, 'INSERT INTO users (user_id, created_at, status) VALUES (?, ?, ?)').run(
    userId,
    now,
    status,
  );
  return userId;
}

function getUserRow(db: Db, userId: string): UserRow | undefined {
  return query<UserRow, [userId: string]>(db, 'SELECT * FROM users WHERE user_id = ?').get(userId);
}

export function findEmail(db: Db, email: string): EmailRow | undefined {
  return query<EmailRow, [email: string]>(db, 'SELECT email_id, user_id, email, verified FROM emails WHERE email = ?').get(email);
}

export function getEmail(db: Db, emailId: string): EmailRow | undefined {
  return query<EmailRow, [emailId: string]>(db, 'SELECT email_id, user_id, email, verified FROM emails WHERE email_id = ?').get(emailId);
}

export function addEmail(db: Db, userId: string, email: string, now: number): EmailRow {
  const emailId = newId('email');
  command<[emailId: string, userId: string, email: string, now: number]>(
    db,
    'INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES (?, ?, ?, 0, ?)',
  ).run(emailId, userId, email, now);
  return { email_id: emailId, user_id: userId, email, verified: 0 };
}

export function findPhone(db: Db, phoneNumber: string): PhoneRow | undefined {
  return query<PhoneRow, [phoneNumber: string]>(
    db,
    'SELECT phone_id, user_id, phone_number, verified FROM phone_numbers WHERE phone_number = ?',
  ).get(phoneNumber);
}

export function getPhone(db: Db, phoneId: string): PhoneRow | undefined {
  return query<PhoneRow, [phoneId: string]>(
    db,
    'SELECT phone_id, user_id, phone_number, verified FROM phone_numbers WHERE phone_id = ?',
  ).get(phoneId);
}

export function addPhone(db: Db, userId: string, phoneNumber: string, now: number): PhoneRow {
  const phoneId = newId('phone-number');
  command<[phoneId: string, userId: string, phoneNumber: string, now: number]>(
    db,
    'INSERT INTO phone_numbers (phone_id, user_id, phone_number, verified, created_at) VALUES (?, ?, ?, 0, ?)',
  ).run(phoneId, userId, phoneNumber, now);
  return { phone_id: phoneId, user_id: userId, phone_number: phoneNumber, verified: 0 };
}

export function verifyEmail(db: Db, emailId: string): void {
  command<[emailId: string]>(db, 'UPDATE emails SET verified = 1 WHERE email_id = ?').run(emailId);
}

export function verifyPhone(db: Db, phoneId: string): void {
  command<[phoneId: string]>(db, 'UPDATE phone_numbers SET verified = 1 WHERE phone_id = ?').run(phoneId);
}

/** Proving control of a factor turns a pending user (createUserAsPending, spec §3) into an active one. */
export function activateUser(db: Db, userId: string): void {
  command<[userId: string]>(db, "UPDATE users SET status = 'active' WHERE user_id = ? AND status = 'pending'").run(userId);
}

export function getPassword(db: Db, userId: string): PasswordRow | undefined {
  return query<PasswordRow, [userId: string]>(
    db,
    'SELECT password_id, user_id, hash, requires_reset, verified, version FROM passwords WHERE user_id = ?',
  ).get(userId);
}

/** Sets (or replaces) the user's password; `verified` says whether its setter had proved the email. */
export function setPassword(db: Db, userId: string, hash: string, now: number, verified: boolean): void {
  command<[passwordId: string, userId: string, hash: string, verified: number, createdAt: number, updatedAt: number]>(
    db,
    `INSERT INTO passwords (password_id, user_id, hash, requires_reset, verified, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash, requires_reset = 0, verified = excluded.verified, updated_at = excluded.updated_at,
       version = passwords.version + 1`,
  ).run(newId('password'), userId, hash, verified ? 1 : 0, now, now);
}

/**
 * The password's version, -1 when the user has none. A write that read it before an await (hashing the new
 * password) compares it again inside its transaction and refuses when it moved: a change that landed
 * meanwhile (the owner's emailed reset) is never overwritten by a request checked before it (issue 42 item 2).
 */
export function passwordVersion(db: Db, userId: string): number {
  return getPassword(db, userId)?.version ?? -1;
}

/** The same password under a new hash (a stronger cost): nothing else about it changes. */
export function rehashPassword(db: Db, userId: string, previousHash: string, hash: string): void {
  command<[hash: string, userId: string, previousHash: string]>(db, 'UPDATE passwords SET hash = ? WHERE user_id = ? AND hash = ?').run(
    hash,
    userId,
    previousHash,
  );
}

export function markPasswordVerified(db: Db, userId: string): void {
  command<[userId: string]>(db, 'UPDATE passwords SET verified = 1 WHERE user_id = ?').run(userId);
}

export function hasVerifiedEmail(db: Db, userId: string): boolean {
  return (
    query<{ 1: number }, [userId: string]>(db, 'SELECT 1 FROM emails WHERE user_id = ? AND verified = 1 LIMIT 1').get(userId) !== undefined
  );
}

/** The user's first email address (the one a new password is checked against), if any. */
export function primaryEmail(db: Db, userId: string): string | undefined {
  return query<{ email: string }, [userId: string]>(
    db,
    'SELECT email FROM emails WHERE user_id = ? ORDER BY created_at, rowid LIMIT 1',
  ).get(userId)?.email;
}

/** The user has email addresses and has proved none of them. */
export function hasUnverifiedEmailOnly(db: Db, userId: string): boolean {
  const row = query<{ emails: number; verified: number }, [userId: string]>(
    db,
    'SELECT COUNT(*) AS emails, COALESCE(SUM(verified), 0) AS verified FROM emails WHERE user_id = ?',
  ).get(userId);
  // An aggregate always answers one row.
  return row !== undefined && row.emails > 0 && row.verified === 0;
}

/** Whether the address is the one the user was created with (created in the same step), not one attached later. */
export function isFoundingEmail(db: Db, emailId: string): boolean {
  const row = query<{ founding: number }, [emailId: string]>(
    db,
    'SELECT e.created_at = u.created_at AS founding FROM emails e JOIN users u USING (user_id) WHERE e.email_id = ?',
  ).get(emailId);
  return row?.founding === 1;
}

/** Moves an address to a new user of its own, verified (users/identity.ts proveEmail); returns the new user's id. */
export function moveEmailToNewUser(db: Db, emailId: string, now: number): string {
  const userId = createUser(db, now, 'active');
  command<[userId: string, emailId: string]>(db, 'UPDATE emails SET user_id = ?, verified = 1 WHERE email_id = ?').run(userId, emailId);
  return userId;
}

/**
 * Removes every way in that an account gained before its address was claimed, except that address and the
 * OAuth registrations (an OAuth identity joins a user only by the provider vouching for its address, which
 * is itself a claim): phone numbers, other unproved addresses, TOTP registrations (their secrets and
 * recovery codes cascade), wallets, passkeys and biometric registrations.
 */
export function deleteUnclaimedFactors(db: Db, userId: string, claimedEmailId: string): void {
  command<[userId: string, emailId: string]>(db, 'DELETE FROM emails WHERE user_id = ? AND email_id != ? AND verified = 0').run(
    userId,
    claimedEmailId,
  );
  for (const factor of DELETABLE_FACTORS) {
    if (factor !== deletableEmail && factor !== deletableOAuthRegistration) factor.removeAll(db, userId);
  }
}

export function markPasswordRequiresReset(db: Db, userId: string): boolean {
  return command<[userId: string]>(db, 'UPDATE passwords SET requires_reset = 1 WHERE user_id = ?').run(userId).changes === 1;
}

/** A name from elsewhere (an OAuth provider's) fills an empty user name; one the user already has is never overwritten. */
export function setUserNameIfEmpty(db: Db, userId: string, name: { first_name: string; last_name: string }): void {
  command<[firstName: string, lastName: string, userId: string]>(
    db,
    "UPDATE users SET first_name = ?, last_name = ? WHERE user_id = ? AND first_name = '' AND last_name = ''",
  ).run(name.first_name, name.last_name, userId);
}

/** The provider's bound on a metadata object (and on a session's custom claims). */
const MAX_METADATA_BYTES = 4096;

/**
 * A metadata update as the provider applies it: top-level keys merge into the stored object, a key set to
 * null is removed. Answered `invalid_metadata` past the provider's 4 kB, naming the field.
 */
export function mergeMetadata(
  stored: Readonly<Record<string, unknown>> | null | undefined,
  update: Record<string, unknown> | undefined,
  field: string,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > MAX_METADATA_BYTES) {
    throw apiError('invalid_metadata', `${field} must be a JSON object of at most ${MAX_METADATA_BYTES} bytes.`);
  }
  return merged;
}

export function setUntrustedMetadata(db: Db, userId: string, metadata: Record<string, unknown>): void {
  command<[metadata: string, userId: string]>(db, 'UPDATE users SET untrusted_metadata = ? WHERE user_id = ?').run(
    JSON.stringify(metadata),
    userId,
  );
}

const deletableEmail = deletableFactor('emails', 'email_not_found', 'emails', 'email_id');

/**
 * The user-deletable items of spec §3 ("User deletable items") and their DELETE /users/<segment>/{id}
 * calls (spec §7): this domain's own (emails, phone numbers, biometric registrations) and those the sign-in
 * method folders' stores declare for their tables.
 */
export const DELETABLE_FACTORS: readonly DeletableFactor[] = [
  deletableEmail,
  deletableFactor('phone_numbers', 'phone_number_not_found', 'phone_numbers', 'phone_id'),
  deletableTotp,
  deletableCryptoWallet,
  deletableOAuthRegistration,
  deletableWebauthnRegistration,
  deletableFactor('biometric_registrations', 'biometric_registration_not_found', 'biometric_registrations', 'biometric_registration_id'),
];

/** Passwords too, for the backend API's `DELETE /v1/users/passwords/{id}` (issue 37); the browser has no such call. */
export const BACKEND_DELETABLE_FACTORS: readonly DeletableFactor[] = [
  ...DELETABLE_FACTORS,
  deletableFactor('passwords', 'password_not_found', 'passwords', 'password_id'),
];

/** Sets the name fields given (the backend's users create and update); those not given stay. */
export function setName(db: Db, userId: string, name: { first_name?: string; middle_name?: string; last_name?: string }): void {
  command<[firstName: string | null, middleName: string | null, lastName: string | null, userId: string]>(
    db,
    `UPDATE users SET first_name = COALESCE(?, first_name), middle_name = COALESCE(?, middle_name), last_name = COALESCE(?, last_name)
     WHERE user_id = ?`,
  ).run(name.first_name ?? null, name.middle_name ?? null, name.last_name ?? null, userId);
}

/** Metadata only the project's server may set (the backend API); the browser reads it and cannot change it. */
export function setTrustedMetadata(db: Db, userId: string, metadata: Record<string, unknown>): void {
  command<[metadata: string, userId: string]>(db, 'UPDATE users SET trusted_metadata = ? WHERE user_id = ?').run(
    JSON.stringify(metadata),
    userId,
  );
}

/** The role every user has, whatever else it is assigned (the session's `roles` too). */
const DEFAULT_ROLE = 'stytch_user';

/** The project's own id for the user (the backend API's `external_id`), or none with null. */
export function setExternalId(db: Db, userId: string, externalId: string | null): void {
  command<[externalId: string | null, userId: string]>(db, 'UPDATE users SET external_id = ? WHERE user_id = ?').run(externalId, userId);
}

/** The user with this external id, if any. */
export function findUserByExternalId(db: Db, externalId: string): string | undefined {
  return query<{ user_id: string }, [externalId: string]>(db, 'SELECT user_id FROM users WHERE external_id = ?').get(externalId)?.user_id;
}

/** Replaces the roles assigned to the user explicitly (the backend API's `roles`); the default role is implied. */
export function setRoles(db: Db, userId: string, roles: readonly string[]): void {
  const explicit = [...new Set(roles)].filter((role) => role !== DEFAULT_ROLE);
  command<[roles: string, userId: string]>(db, 'UPDATE users SET roles = ? WHERE user_id = ?').run(JSON.stringify(explicit), userId);
}

/** Deletes the user; its factors, tokens and sessions go with it (ON DELETE CASCADE). False for an unknown id. */
export function deleteUser(db: Db, userId: string): boolean {
  return command<[userId: string]>(db, 'DELETE FROM users WHERE user_id = ?').run(userId).changes === 1;
}

const bool = (value: number) => value === 1;

/** Users serialised at a revision, per database; bounded so a flood of sign-ups cannot grow it without end. */
const serialized = new WeakMap<Db, Map<string, { revision: number; user: User }>>();
const CACHED_USERS = 1000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The user in the wire's User shape. Serialising reads nine tables, and `sessions/authenticate` does it on
 * every refresh, so the result is kept until the user's revision moves (triggers bump it on every change
 * to the user or its factors, users/migration.ts): a refresh then costs one indexed read, or none when the
 * caller read the revision already. The object is frozen, since callers share it.
 */
export function serializeUser(db: Db, userId: string, knownRevision?: number): User | null {
  // A caller that has just read the revision (with the session, in the same turn) passes it along.
  const current =
    knownRevision === undefined
      ? query<{ revision: number }, [userId: string]>(db, 'SELECT revision FROM users WHERE user_id = ?').get(userId)
      : { revision: knownRevision };
  if (!current) return null;
  let users = serialized.get(db);
  if (!users) serialized.set(db, (users = new Map()));
  const hit = users.get(userId);
  if (hit && hit.revision === current.revision) return hit.user;
  const user = readUser(db, userId);
  if (!user) return null;
  users.delete(userId);
  if (users.size >= CACHED_USERS) users.delete(users.keys().next().value!);
  users.set(userId, { revision: current.revision, user: deepFreeze(user) });
  return user;
}

const userJson = new WeakMap<User, string>();

/**
 * The JSON text of a user. A user from serializeUser's cache is frozen, so its text is computed once and
 * kept with it: `sessions/authenticate` sends the user twice (`user` and `__user`) on every refresh.
 */
export function userJsonText(user: User): string {
  let json = userJson.get(user);
  if (json === undefined) {
    json = JSON.stringify(user);
    if (Object.isFrozen(user)) userJson.set(user, json);
  }
  return json;
}

function readUser(db: Db, userId: string): User | null {
  const row = getUserRow(db, userId);
  if (!row) return null;
  const emails = query<Omit<EmailRow, 'user_id'>, [userId: string]>(
    db,
    'SELECT email_id, email, verified FROM emails WHERE user_id = ? ORDER BY created_at, rowid',
  ).all(userId);
  const phones = query<Omit<PhoneRow, 'user_id'>, [userId: string]>(
    db,
    'SELECT phone_id, phone_number, verified FROM phone_numbers WHERE user_id = ? ORDER BY created_at, rowid',
  ).all(userId);
  const biometrics = query<{ biometric_registration_id: string; verified: number }, [userId: string]>(
    db,
    'SELECT biometric_registration_id, verified FROM biometric_registrations WHERE user_id = ? ORDER BY created_at, rowid',
  ).all(userId);
  const password = getPassword(db, userId);
  return {
    user_id: row.user_id,
    created_at: iso(row.created_at),
    status: row.status,
    name: { first_name: row.first_name, middle_name: row.middle_name, last_name: row.last_name },
    emails: emails.map((e) => ({ email_id: e.email_id, email: e.email, verified: bool(e.verified) })),
    phone_numbers: phones.map((p) => ({ phone_id: p.phone_id, phone_number: p.phone_number, verified: bool(p.verified) })),
    // Each sign-in method's store reads its own table.
    providers: userProviders(db, userId),
    webauthn_registrations: userWebauthnRegistrations(db, userId),
    totps: userTotps(db, userId),
    crypto_wallets: userCryptoWallets(db, userId),
    biometric_registrations: biometrics.map((b) => ({
      biometric_registration_id: b.biometric_registration_id,
      verified: bool(b.verified),
    })),
    password: password ? { password_id: password.password_id, requires_reset: bool(password.requires_reset) } : null,
    trusted_metadata: JSON.parse(row.trusted_metadata) as Record<string, unknown>,
    untrusted_metadata: JSON.parse(row.untrusted_metadata) as Record<string, unknown>,
    roles: [DEFAULT_ROLE, ...(JSON.parse(row.roles) as string[])],
    // Only when the project gave one (users.d.ts: optional).
    ...(row.external_id === null ? {} : { external_id: row.external_id }),
  };
}
