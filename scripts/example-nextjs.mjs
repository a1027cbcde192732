#!/usr/bin/env node
// `npm run example:nextjs`: the Next.js example (examples/nextjs) on this checkout's package, as the tests run
// it — built once per source change (scripts/built.mjs installs the built package into the example and runs
// `next build`), then `next start` on http://localhost:3000 beside the emulator on http://localhost:8787
// (started here unless one already answers). Ctrl+C stops both.
import path from 'node:path';
import { built } from './built.mjs';
import { root } from './package-build.mjs';
import { supervise } from './supervise.mjs';

const EMULATOR = 'http://localhost:8787';
const dir = await built('nextjs');

const running = await fetch(`${EMULATOR}/_emulator/health`).then(
  (response) => response.ok,
  () => false,
);
const jobs = [];
if (!running) {
  jobs.push({
    name: 'emulator',
    command: process.execPath,
    args: ['emulator/bin/gatehouse-emulator.mjs', '--port', '8787'],
    options: { cwd: root },
  });
}
jobs.push({
  name: 'next',
  command: process.execPath,
  args: [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', '3000', '--hostname', 'localhost'],
  options: { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', GATEHOUSE_API_URL: EMULATOR } },
});
supervise(jobs);
console.log(`\n  Next.js example: http://localhost:3000/account (emulator ${running ? 'already running' : 'started'} at ${EMULATOR})\n`);
