// @vitest-environment node
/**
 * The schema a database file already on disk was written with must keep opening. `fixtures/schema-v2.sql`
 * is the schema (version 2) as the emulator wrote it before its tables moved into the domain folders: a
 * fresh database must have exactly that schema, and a file at version 2 must open without migrating and
 * serve its existing users.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openDatabase } from '../src/store/db.ts';
import { startEmulator } from './support.ts';

const FIXTURE = readFileSync(new URL('./fixtures/schema-v2.sql', import.meta.url), 'utf8');

/** The schema as one normalised text: every object's SQL, sorted, white space folded. */
function schemaOf(db: Database.Database): string[] {
  const rows = db.prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'").all() as { sql: string }[];
  return rows.map((row) => row.sql.replace(/\s+/g, ' ').trim()).sort();
}

describe('database schema', () => {
  it('creates exactly the version-2 schema a database on disk already has', () => {
    const fresh = openDatabase({ inMemory: true });
    const written = new Database(':memory:');
    try {
      written.exec(FIXTURE);
      expect(fresh.pragma('user_version', { simple: true })).toBe(2);
      expect(schemaOf(fresh)).toEqual(schemaOf(written));
    } finally {
      fresh.close();
      written.close();
    }
  });

  it('opens a version-2 file without migrating it and keeps its users', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-schema-'));
    try {
      const file = new Database(path.join(dataDir, DATABASE_FILE));
      file.exec(FIXTURE);
      file.pragma('user_version = 2');
      file.prepare("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-existing', 0, 'active')").run();
      file.prepare("INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES ('email-test-existing', 'user-test-existing', 'kept@example.com', 1, 0)").run();
      file.close();

      const api = await startEmulator({ inMemory: false, dataDir });
      try {
        const search = await api.post('/users/search', { email: 'kept@example.com' });
        expect(search.json.data.userType).toBe('passwordless');
        const sent = await api.post('/otps/email/login_or_create', { email: 'kept@example.com' });
        expect(sent.json.data).toMatchObject({ user_id: 'user-test-existing', user_created: false });
      } finally {
        await api.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
