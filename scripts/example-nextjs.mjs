#!/usr/bin/env node
// `npm run example:nextjs`: the Next.js example (examples/nextjs) on this checkout's package, as the tests run
// it — built once per source change (scripts/built.mjs installs the built package into the example and runs
// `next build`), then `next start` on http://localhost:3000 beside the emulator on http://localhost:8787
// (started here unless one already answers). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { built } from './built.mjs';
import { root } from './package-build.mjs';

const EMULATOR = 'http://localhost:8787';
const dir = await built('nextjs');

const running = await fetch(`${EMULATOR}/_emulator/health`).then(
  (response) => response.ok,
  () => false,
);
const children = [];
if (!running)
  children.push(spawn(process.execPath, ['emulator/bin/gatehouse-emulator.mjs', '--port', '8787'], { cwd: root, stdio: 'inherit' }));
children.push(
  spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', '3000', '--hostname', 'localhost'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', GATEHOUSE_API_URL: EMULATOR },
  }),
);
console.log(`\n  Next.js example: http://localhost:3000/account (emulator ${running ? 'already running' : 'started'} at ${EMULATOR})\n`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
