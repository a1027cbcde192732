// @vitest-environment node
/**
 * Issue 35: `npm start` and `npm run emulator` stop everything they started, and free every port, when the npm
 * process itself — not its process group, as Ctrl+C would — is sent SIGTERM (an IDE, a process manager) or SIGINT.
 * npm passes both on to the command it runs and nothing further; what the command started must follow.
 * (`npx gatehouse-emulator` in an app is checked the same way in test/build/emulator-package.test.ts.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { signalAndCheck } from '../support/processes';
import { freePort } from '../support/ports';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm <args>` in its own process group (so a failed test can still clean up), collecting its output. */
function npm(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<void> } {
  const child = spawn('npm', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => output, exited };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm process', (signal) => {
  it('`npm start` stops the emulator, the catalogue and the playground, and frees their ports', async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    const [emulator, catalogue, playground] = ports;
    const run = npm([
      'start',
      '--',
      '--emulator-port',
      `${emulator}`,
      '--catalogue-port',
      `${catalogue}`,
      '--playground-port',
      `${playground}`,
    ]);
    try {
      await expect
        .poll(() => [...run.output().matchAll(/ready at http:\/\/localhost:(\d+)/g)].map((match) => Number(match[1])).sort(), {
          timeout: 120_000,
          interval: 200,
        })
        .toEqual([...ports].sort());
      await signalAndCheck(run.child, run.exited, signal, ports);
    } finally {
      if (run.child.exitCode === null) process.kill(-run.child.pid!, 'SIGKILL');
    }
  }, 180_000);

  it('`npm run emulator` stops the emulator and frees its port', async () => {
    const port = await freePort();
    const run = npm(['run', 'emulator', '--', '--port', `${port}`, '--in-memory']);
    try {
      await expect.poll(run.output, { timeout: 30_000, interval: 100 }).toContain(`listening on http://localhost:${port}`);
      await signalAndCheck(run.child, run.exited, signal, [port]);
    } finally {
      if (run.child.exitCode === null) process.kill(-run.child.pid!, 'SIGKILL');
    }
  }, 60_000);
});
