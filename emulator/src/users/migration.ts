/**
 * User accounts and the factors every user has: emails, phone numbers, the password and biometric
 * registrations.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

/**
 * Triggers that bump `users.revision` whenever a row of `table` (a table with a `user_id`) is added,
 * changed or removed. The serialised user is cached by revision (users/store.ts), so every domain adds
 * these for the tables the User shape lists.
 */
export function bumpsUserRevision(table: string): string {
  const bump = (rows: string) => `UPDATE users SET revision = revision + 1 WHERE user_id IN (${rows});`;
  return `
      CREATE TRIGGER ${table}_insert_bumps_user AFTER INSERT ON ${table} BEGIN ${bump('NEW.user_id')} END;
      CREATE TRIGGER ${table}_update_bumps_user AFTER UPDATE ON ${table} BEGIN ${bump('OLD.user_id, NEW.user_id')} END;
      CREATE TRIGGER ${table}_delete_bumps_user AFTER DELETE ON ${table} BEGIN ${bump('OLD.user_id')} END;`;
}

export const usersSchema: SchemaPart = {
  migrations: {
    1: `
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
      CREATE TABLE biometric_registrations (
        biometric_registration_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        verified INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
    `,
    // A password set before its user proved control of an email address is not trusted once someone else
    // proves it (the provider's account deduplication: the password then needs a reset). Passwords already
    // on disk count as verified when their user has a verified email.
    3: `
      ALTER TABLE passwords ADD COLUMN verified INTEGER NOT NULL DEFAULT 0;
      UPDATE passwords SET verified = 1 WHERE EXISTS (SELECT 1 FROM emails e WHERE e.user_id = passwords.user_id AND e.verified = 1);

      -- Changes with every change to the user or its factors (bumpsUserRevision).
      ALTER TABLE users ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      CREATE TRIGGER users_update_bumps_revision
        AFTER UPDATE OF status, first_name, middle_name, last_name, trusted_metadata, untrusted_metadata ON users
        BEGIN UPDATE users SET revision = revision + 1 WHERE user_id = NEW.user_id; END;
      ${['emails', 'phone_numbers', 'passwords', 'biometric_registrations'].map(bumpsUserRevision).join('\n')}
    `,
    // Counts changes of the password: a write that checked it before awaiting scrypt refuses to land when
    // another change came first (issue 42 item 2).
    5: `ALTER TABLE passwords ADD COLUMN version INTEGER NOT NULL DEFAULT 0;`,
    // What the backend API's users create and update set besides (issue 37, users.d.ts): the project's own
    // id for the user (unique; SQLite lets any number of users go without one) and the roles assigned to it
    // explicitly, a JSON array. Both are part of the user, so changing them moves its revision.
    6: `
      ALTER TABLE users ADD COLUMN external_id TEXT;
      CREATE UNIQUE INDEX users_by_external_id ON users(external_id);
      ALTER TABLE users ADD COLUMN roles TEXT NOT NULL DEFAULT '[]';
      DROP TRIGGER users_update_bumps_revision;
      CREATE TRIGGER users_update_bumps_revision
        AFTER UPDATE OF status, first_name, middle_name, last_name, trusted_metadata, untrusted_metadata, external_id, roles ON users
        BEGIN UPDATE users SET revision = revision + 1 WHERE user_id = NEW.user_id; END;
    `,
  },
  dataTables: ['passwords', 'emails', 'phone_numbers', 'biometric_registrations', 'users'],
};
