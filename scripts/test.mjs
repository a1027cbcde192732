#!/usr/bin/env node
// `npm test`: every layer in order — type check, unit + browser + story tests (Vitest), then the
// Playwright end-to-end suite. Stops at the first failing layer with its exit code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      '(or run `bash .ci/run`, which does), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

const layers = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit and browser tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'browser']],
  ['stories (default theme, axe)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['stories (dark theme, axe)', 'npx', ['vitest', 'run', '--project', 'storybook'], { VITE_GH_STORY_THEME: 'dark' }],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args, env = {}] of layers) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
