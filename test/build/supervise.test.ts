/**
 * `npm start` and `npm run example:nextjs` run servers through scripts/supervise.mjs. Stopped with SIGTERM (a
 * process manager, a CI job's end) they must leave nothing running: issue 25 found Storybook and the
 * playground's Vite server still listening after `npm start` was stopped, because each was started by `npx`
 * and only `npx` was signalled.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '../support/wait';

const fixture = path.join(import.meta.dirname, 'fixtures/supervised.mjs');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGTERM stops every job and what each job started', async () => {
  const supervisor = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
  const grandchildren = () => [...output.matchAll(/grandchild (\d+)/g)].map((match) => Number(match[1]));
  await waitFor(() => expect(grandchildren()).toHaveLength(2));
  expect(grandchildren().every(alive)).toBe(true);

  supervisor.kill('SIGTERM');
  expect(await exited).toBe(0);
  await waitFor(() => expect(grandchildren().filter(alive)).toEqual([]));
});
