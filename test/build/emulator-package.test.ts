// @vitest-environment node
/**
 * The emulator as a dev dependency of any app (issue 22): a fresh folder with only the two packed tarballs
 * installed — the widget package and `gatehouse-emulator`, both as `npm publish` would upload them
 * (scripts/built.mjs) — and the registry for their dependencies runs `npx gatehouse-emulator` on plain Node,
 * signs a user in through the packed client with a code read from the emulator's outbox, checks that session
 * from the app's server side through the provider's Node SDK (issue 37), and uses the emulator's fixtures in its
 * own Playwright test started by Playwright's `webServer`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { built } from '../../scripts/built.mjs';
import { freePort } from '../support/ports';
import { signalAndCheck, startCollecting } from '../support/processes';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const version = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
const tgz = (dir: string) => path.join(dir, readdirSync(dir).find((file) => file.endsWith('.tgz')) ?? '');

/**
 * Runs a command in the app folder as its developer would: resolves with its output, rejects with it when the
 * command fails. Asynchronous, so a command that hangs fails the test at its timeout instead of blocking it.
 */
/** Runs a command in the app; resolves with its output (`stderr` too, where npm writes its warnings). */
function inApp(command: string, args: string[], env: Record<string, string> = {}, stream: 'stdout' | 'stderr' = 'stdout'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: app, env: { ...process.env, ...env }, timeout: 280_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stream === 'stdout' ? stdout : stderr);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

let app = '';
let installWarnings = '';
let emulatorTarball = '';

/** `npx gatehouse-emulator --port <port> --in-memory` in the app (its own process group), with its output so far. */
const npxEmulator = (port: number) =>
  startCollecting('npx', ['--no', '--', 'gatehouse-emulator', '--port', String(port), '--in-memory'], app);

// One install shared by every case: the two tarballs, @playwright/test for the app's own end-to-end test
// (an optional peer of the emulator's fixtures, which an app that uses them has anyway), and the provider's
// Node SDK for the app's server side.
beforeAll(async () => {
  const [widget, emulator] = await Promise.all([built('tarball'), built('emulator-tarball')]);
  emulatorTarball = tgz(emulator);
  app = mkdtempSync(path.join(tmpdir(), 'gatehouse-host-app-'));
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
  // `--prefer-offline`: dependencies come from npm's cache when it has them, so a second run is quick.
  // `--ignore-scripts`: the only install script is better-sqlite3's, which compiles SQLite with node-gyp when no
  // prebuilt binary can be downloaded (90 s to 4 min here). The addon it would build is the one this
  // repository's install built for the same version and Node, copied in below — the rest is npm's own install.
  installWarnings = await inApp(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      tgz(widget),
      emulatorTarball,
      `@playwright/test@${version('@playwright/test')}`,
      // The repository's own pin: its package.json is not among the package's exports, so it is read by path.
      `stytch@${(JSON.parse(readFileSync(path.join(root, 'node_modules/stytch/package.json'), 'utf8')) as { version: string }).version}`,
    ],
    {},
    'stderr',
  );
  // The repository's copy: the emulator workspace's dependency, hoisted to the root node_modules.
  const ours = path.join(root, 'node_modules/better-sqlite3');
  const sqlite = path.join(app, 'node_modules/better-sqlite3');
  const versionOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  expect(versionOf(sqlite)).toBe(versionOf(ours));
  mkdirSync(path.join(sqlite, 'build/Release'), { recursive: true });
  const addon = 'build/Release/better_sqlite3.node';
  copyFileSync(path.join(ours, addon), path.join(sqlite, addon));
}, 300_000);

// The install is a few hundred megabytes: removing it takes a while on a busy machine.
afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true });
}, 120_000);

describe('gatehouse-emulator installed from its tarball in a fresh app', () => {
  it('installs on the Node the repository supports without an engine warning', () => {
    // fastify's newest light-my-request needs cookie 2, which asks for Node 22: the emulator pins the 6.6 line
    // (cookie 1) as its own dependency, so a host's npm resolves fastify's range to it (package.json).
    expect(installWarnings).not.toMatch(/EBADENGINE/);
  });

  it('is a compiled package: its command runs the JavaScript on plain Node, with no tsx installed', async () => {
    const bin = realpathSync(path.join(app, 'node_modules/.bin/gatehouse-emulator'));
    const installed = path.join(app, 'node_modules/gatehouse-emulator');
    expect(path.relative(installed, bin)).toBe('bin/gatehouse-emulator.mjs');
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    // Only what npm publishes (and the dependencies npm nested under it): the command, the compiled code, the
    // manifest, the README and the licence.
    expect(
      readdirSync(installed)
        .filter((name) => name !== 'node_modules')
        .sort(),
    ).toEqual(['LICENSE', 'README.md', 'bin', 'dist', 'package.json']);
    expect(existsSync(path.join(installed, 'dist/emulator/src/cli.js'))).toBe(true);
    expect(existsSync(path.join(app, 'node_modules/tsx'))).toBe(false);
    expect(await inApp('npx', ['--no', '--', 'gatehouse-emulator', '--help'])).toContain('Usage: gatehouse-emulator [options]');
  }, 30_000);

  it('has types for both entries under node16 and bundler: attw reports no problem', () => {
    const attw = path.join(path.dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist/index.js');
    const run = spawnSync(process.execPath, [attw, emulatorTarball, '--format', 'json', '--profile', 'esm-only'], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      analysis: { entrypoints: Record<string, unknown> };
      problems?: Record<string, { kind: string; entrypoint?: string; resolutionKind?: string }[]>;
    };
    expect(Object.keys(report.analysis.entrypoints)).toEqual(['.', './fixtures', './package.json']);
    // attw's verdict for the ES-module-only profile (its exit code); CommonJS `require` and node10 (which predates
    // `exports`) are resolvers it leaves out, as test/build/package-types.test.ts explains. On failure, what it found.
    const found = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs')
      .map((problem) => [problem.kind, problem.entrypoint, problem.resolutionKind].join(' '));
    expect({ status: run.status, found }).toEqual({ status: 0, found: [] });
  }, 60_000);

  it('`npx gatehouse-emulator --port N --in-memory` serves a sign-in through the packed client with a code from its outbox, and the server’s check of it through the provider’s Node SDK', async () => {
    const port = await freePort();
    const { child, output, exited } = npxEmulator(port);
    try {
      await expect
        .poll(() => {
          if (child.exitCode !== null) throw new Error(`gatehouse-emulator exited with ${child.exitCode}:\n${output()}`);
          return output();
        })
        .toContain(`Gatehouse emulator listening on http://localhost:${port}`);
      const token = /test\s+(public-token-test-\S+)/.exec(output())?.[1];
      expect(token).toBeDefined();

      // The app's own script, importing the packed widget package's headless client by its published name.
      writeFileSync(
        path.join(app, 'sign-in.mjs'),
        `import { createClient, memoryCookies, memoryStorage } from 'gatehouse-auth/client';
import { backendClientOptions, latestCode } from 'gatehouse-emulator/fixtures';
import * as stytch from 'stytch';

const [url, token, email] = process.argv.slice(2);
const client = createClient(token, { testBaseUrl: url, storage: memoryStorage(), cookies: memoryCookies() });
const { method_id } = await client.otps.email.loginOrCreate(email);
await client.otps.authenticate(await latestCode(email, { baseUrl: url }), method_id);
// The session the code started, confirmed by the server.
const { session, user } = await client.session.authenticate();
// The app's server side: the provider's Node SDK, unmodified, with the project's secret from the fixture.
console.warn = () => {}; // the SDK's notice that env is not one of its own
const server = new stytch.Client(await backendClientOptions({ baseUrl: url }));
const checked = await server.sessions.authenticate({ session_token: client.session.getTokens().session_token });
console.log(JSON.stringify({
  user: user.emails[0].email,
  factor: session.authentication_factors[0].email_factor.email_address,
  server: checked.user.user_id === user.user_id && checked.session.session_id === session.session_id,
}));
// The client refreshes the session on a timer (spec §4); a script that is done stops it so Node can exit.
client.destroy();
`,
      );
      const answer = JSON.parse(await inApp(process.execPath, ['sign-in.mjs', `http://localhost:${port}`, token!, 'ada@example.com']));
      expect(answer).toEqual({ user: 'ada@example.com', factor: 'ada@example.com', server: true });
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 60_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '`npx gatehouse-emulator` stops and frees its port when the npx process alone gets %s',
    async (signal) => {
      const port = await freePort();
      const { child, output, exited } = npxEmulator(port);
      try {
        await expect.poll(output).toContain(`listening on http://localhost:${port}`);
        await signalAndCheck(child, exited, signal, [port]);
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      }
    },
    60_000,
  );

  it("the app's own Playwright test starts it as a webServer and signs in with the fixtures' test wallet", async () => {
    const port = await freePort();
    writeFileSync(
      path.join(app, 'playwright.config.mjs'),
      `import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  reporter: 'line',
  webServer: { command: 'npx --no -- gatehouse-emulator --port ${port} --in-memory', port: ${port} },
  use: { launchOptions: ${JSON.stringify({ executablePath: chromiumPath, args: chromiumArgs })} },
});
`,
    );
    mkdirSync(path.join(app, 'e2e'), { recursive: true });
    writeFileSync(
      path.join(app, 'e2e/wallet.spec.mjs'),
      `import { expect, test } from '@playwright/test';
import { installEthereumWallet } from 'gatehouse-emulator/fixtures';
import { createClient, memoryCookies, memoryStorage } from 'gatehouse-auth/client';

const url = 'http://localhost:${port}';

test('signs in with the wallet in the page', async ({ page }) => {
  const wallet = await installEthereumWallet(page);
  const { publicTokens } = await (await fetch(url + '/_emulator/config')).json();
  const client = createClient(publicTokens.test, { testBaseUrl: url, storage: memoryStorage(), cookies: memoryCookies() });
  await page.goto(url + '/_emulator');
  const [address] = await page.evaluate(() => window.ethereum.request({ method: 'eth_requestAccounts' }));
  expect(address).toBe(wallet.address);
  const wallet_ = { crypto_wallet_address: address, crypto_wallet_type: 'ethereum' };
  const { challenge } = await client.cryptoWallets.authenticateStart(wallet_);
  const signature = await page.evaluate((params) => window.ethereum.request({ method: 'personal_sign', params }), [challenge, address]);
  const { user } = await client.cryptoWallets.authenticate({ ...wallet_, signature, session_duration_minutes: 60 });
  expect(user.crypto_wallets[0].crypto_wallet_address.toLowerCase()).toBe(address.toLowerCase());
  expect(client.session.getSync()).not.toBeNull();
  client.destroy();
});
`,
    );
    const output = await inApp('npx', ['--no', '--', 'playwright', 'test'], { CI: '1' });
    expect(output).toContain('1 passed');
  }, 90_000);
});
