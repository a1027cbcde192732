// @vitest-environment node
/**
 * Killing the emulator with SIGKILL right after a successful sign-up and starting it
 * again keeps the user and the session. Runs the real CLI (`bin/gatehouse-emulator.mjs`) as a child process
 * on a temporary data directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/gatehouse-emulator.mjs', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  publicToken: string;
}

function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, [BIN, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    // Waits for the start banner, however long a loaded machine takes; the test's timeout is the only cap.
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const publicToken = /test\s+(public-token-test-\S+)/.exec(output)?.[1];
      if (url && publicToken) resolve({ child, url, publicToken });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`emulator exited with ${code}:\n${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('keeps the user and the session across a SIGKILL and a restart', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-emulator-'));
  dirs.push(dataDir);

  const first = await start(dataDir);
  const basic = (secret = first.publicToken) => `Basic ${Buffer.from(`${first.publicToken}:${secret}`).toString('base64')}`;
  const post = (url: string, p: string, body: unknown, secret?: string) =>
    fetch(`${url}/sdk/v1${p}`, {
      method: 'POST',
      headers: { authorization: basic(secret), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const created = await post(first.url, '/passwords', {
    email: 'durable@example.com',
    password: 'Violet-Harbor-Tundra-42',
    session_duration_minutes: 60,
  });
  expect(created.status).toBe(200);
  const { session_token, session_jwt, user_id } = (await created.json()).data;

  // No graceful shutdown: the process dies the moment the sign-up has been answered.
  await killHard(first.child);
  expect(existsSync(path.join(dataDir, 'emulator.sqlite'))).toBe(true);

  const second = await start(dataDir);
  expect(second.publicToken).toBe(first.publicToken);

  const search = await post(second.url, '/users/search', { email: 'durable@example.com' });
  expect((await search.json()).data.userType).toBe('password');

  const session = await post(second.url, '/sessions/authenticate', {}, session_token);
  expect(session.status).toBe(200);
  expect((await session.json()).data.user_id).toBe(user_id);

  // The JWT signed before the crash still verifies: the signing key was kept too.
  const me = await fetch(`${second.url}/sdk/v1/users/me`, { headers: { authorization: basic(session_jwt) } });
  expect(me.status).toBe(200);

  const login = await post(second.url, '/passwords/authenticate', { email: 'durable@example.com', password: 'Violet-Harbor-Tundra-42' });
  expect(login.status).toBe(200);

  await killHard(second.child);
});
