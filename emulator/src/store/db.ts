/**
 * The SQLite store (better-sqlite3): a file under the data directory in WAL mode, or `:memory:` for tests.
 * WAL with `synchronous = NORMAL` keeps every committed transaction across a crash of the process
 * (SIGKILL included: test/persistence.test.ts); only an OS crash could lose the last commits.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATA_TABLES, migrations } from './migrations.ts';
import { command } from './statements.ts';

export type Db = Database.Database;

export interface OpenOptions {
  /** Directory holding `emulator.sqlite` (created when missing). Ignored with `inMemory`. */
  dataDir?: string;
  inMemory?: boolean;
}

export const DATABASE_FILE = 'emulator.sqlite';

export function openDatabase({ dataDir = '.gatehouse', inMemory = false }: OpenOptions = {}): Db {
  let db: Db;
  if (inMemory) {
    db = new Database(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(dataDir, DATABASE_FILE);
    restrictToOwner(file);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  // Another process (a second emulator on the same directory) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * The file holds what an attacker on the same machine wants: the outbox (live passcodes and links in clear,
 * as the inbox shows them), TOTP secrets and the private key that signs session JWTs. It is created
 * readable by its owner only (0600), and an existing file is tightened; SQLite gives the `-wal` and `-shm`
 * files it creates the main file's mode.
 */
function restrictToOwner(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this emulator (${latest}). Upgrade the emulator or use another data directory.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return latest;
}

/** Deletes all project data (users, sessions, tokens, outbox, events) in one transaction. */
export function wipeData(db: Db): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) command(db, `DELETE FROM ${table}`).run();
  })();
}
