#!/usr/bin/env node
// `npm test`: every layer in order — type check, unit + browser tests, every story with axe and its
// screenshot baseline in the default and the dark theme, then the Playwright end-to-end suite. Stops at
// the first failing layer with its exit code, and ends with one "N passed, N failed" line over all layers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      '(or run `bash .ci/run`, which does), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

const reports = mkdtempSync(path.join(tmpdir(), 'gatehouse-test-'));
const vitest = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

const layers = [
  { name: 'type check', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'unit and browser tests', args: vitest('unit', ['unit', 'browser']), report: 'unit.json' },
  { name: 'stories (default theme, axe, screenshots)', args: vitest('stories', ['storybook']), report: 'stories.json' },
  {
    name: 'stories (dark theme, axe, screenshots)',
    args: vitest('stories-dark', ['storybook']),
    env: { VITE_GH_STORY_THEME: 'dark' },
    report: 'stories-dark.json',
  },
  {
    name: 'end-to-end tests',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: 'e2e.json',
  },
];

/** Passed and failed counts from a Vitest or Playwright JSON report. */
function counts(file) {
  try {
    const json = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
    if (json.stats) return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
    return { passed: json.numPassedTests, failed: json.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const total = { passed: 0, failed: 0 };
let exitCode = 0;
for (const layer of layers) {
  console.log(`\n=== ${layer.name}: npx ${layer.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', layer.args, { stdio: 'inherit', env: { ...process.env, ...layer.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (layer.report) {
    const c = counts(layer.report);
    total.passed += c.passed;
    total.failed += c.failed;
  }
  if (result.status !== 0) {
    console.error(`\n=== ${layer.name} failed after ${seconds}s`);
    exitCode = result.status ?? 1;
    if (total.failed === 0) total.failed = 1;
    break;
  }
  console.log(`=== ${layer.name} passed in ${seconds}s`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
