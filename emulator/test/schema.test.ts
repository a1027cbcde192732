// @vitest-environment node
/**
 * The schema a database file already on disk was written with must keep opening. `fixtures/schema-v2.sql`
 * is the schema (version 2) as the emulator wrote it before its tables moved into the domain folders: a
 * fresh database must have exactly that schema plus the later migrations, and a file at version 2 must
 * migrate in place and serve its existing users.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openDatabase } from '../src/store/db.ts';
import { migrations } from '../src/store/migrations.ts';
import { startEmulator } from './support.ts';

const FIXTURE = readFileSync(new URL('./fixtures/schema-v2.sql', import.meta.url), 'utf8');

/** The schema as one normalised text: every object's SQL, sorted, white space folded. */
function schemaOf(db: Database.Database): string[] {
  const rows = db.prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'").all() as { sql: string }[];
  return rows.map((row) => row.sql.replace(/\s+/g, ' ').trim()).sort();
}

describe('database schema', () => {
  it('creates exactly the version-2 schema plus the later migrations', () => {
    const fresh = openDatabase({ inMemory: true });
    const written = new Database(':memory:');
    try {
      written.exec(FIXTURE);
      for (const migration of migrations.filter((m) => m.version > 2)) written.exec(migration.sql);
      expect(fresh.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
      expect(schemaOf(fresh)).toEqual(schemaOf(written));
    } finally {
      fresh.close();
      written.close();
    }
  });

  it('migrates a version-2 file in place and keeps its users and passwords', { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-schema-'));
    try {
      const file = new Database(path.join(dataDir, DATABASE_FILE));
      file.exec(FIXTURE);
      file.pragma('user_version = 2');
      file.prepare("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-existing', 0, 'active')").run();
      file
        .prepare(
          "INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES ('email-test-existing', 'user-test-existing', 'kept@example.com', 1, 0)",
        )
        .run();
      file.prepare("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-unproved', 0, 'active')").run();
      file
        .prepare(
          "INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES ('email-test-unproved', 'user-test-unproved', 'unproved@example.com', 0, 0)",
        )
        .run();
      for (const user of ['user-test-existing', 'user-test-unproved']) {
        file
          .prepare("INSERT INTO passwords (password_id, user_id, hash, created_at, updated_at) VALUES (?, ?, 'x', 0, 0)")
          .run(`password-${user}`, user);
      }
      file.close();

      const api = await startEmulator({ inMemory: false, dataDir });
      try {
        const search = await api.post('/users/search', { email: 'kept@example.com' });
        expect(search.json.data.userType).toBe('password');
        const sent = await api.post('/otps/email/login_or_create', { email: 'kept@example.com' });
        expect(sent.json.data).toMatchObject({ user_id: 'user-test-existing', user_created: false });
        // A password is trusted after the migration only when its user had proved an email address.
        const verified = api.emulator.db.prepare('SELECT user_id, verified FROM passwords ORDER BY user_id').all();
        expect(verified).toEqual([
          { user_id: 'user-test-existing', verified: 1 },
          { user_id: 'user-test-unproved', verified: 0 },
        ]);
      } finally {
        await api.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
