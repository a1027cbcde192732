// @vitest-environment node
/**
 * The data file holds the outbox (passcodes and links in clear), TOTP secrets and the JWT signing key:
 * it is created readable by its owner only, and a file left world-readable by an older version is tightened.
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE } from '../src/store/db.ts';
import { signUpByEmailOtp, startEmulator } from './support.ts';

const mode = (file: string) => statSync(file).mode & 0o777;

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'gatehouse-data-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

it('creates the data directory 0700 and the database and its WAL 0600', async () => {
  const api = await startEmulator({ inMemory: false, dataDir });
  try {
    await signUpByEmailOtp(api, 'private@example.com');
    const file = path.join(dataDir, DATABASE_FILE);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
  } finally {
    await api.close();
  }
});

it('tightens a database file another version left readable by everyone', async () => {
  const first = await startEmulator({ inMemory: false, dataDir });
  await first.close();
  const file = path.join(dataDir, DATABASE_FILE);
  chmodSync(file, 0o644);
  const second = await startEmulator({ inMemory: false, dataDir });
  try {
    expect(mode(file)).toBe(0o600);
  } finally {
    await second.close();
  }
});
