#!/usr/bin/env node
// `npm test`: every layer in order, each doing its work once —
//   types (tsc -b), lint (ESLint), format (Prettier), dead code (knip), the build of what the tests run
//   against (scripts/built.mjs), unit and browser tests, every story (axe, screenshots, reflow, dark theme in
//   one pass), then the Playwright journeys against the built playground and the emulator.
// Stops at the first failing layer with its exit code, and ends with each layer's time and one
// "N passed, N failed" line over all layers.
//
// `npm run test:quick [-- <git ref>]`: the inner loop — types, lint and format of the changed files, and the
// unit, browser and story tests that the changes reach (Vitest's `--changed`, against the working tree or
// the given ref). No build and no Playwright: CI runs the full suite.
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

const quick = process.argv[2] === '--quick';
const base = quick ? process.argv[3] : undefined;

const reports = mkdtempSync(path.join(tmpdir(), 'gatehouse-test-'));
const vitest = (name, projects, extra = []) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

/** Files changed against `base` (or the last commit) and not yet committed, that still exist. */
function changedFiles() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const files = new Set([...git('diff', '--name-only', base ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((file) => existsSync(file));
}

const layers = quick ? quickLayers() : fullLayers();

function fullLayers() {
  return [
    { name: 'types', args: ['tsc', '-b'] },
    { name: 'lint', args: ['eslint', '.'] },
    { name: 'format', args: ['prettier', '--check', '--log-level=warn', '.'] },
    { name: 'dead code', args: ['knip', '--no-progress'] },
    { name: 'build', command: process.execPath, args: ['scripts/built.mjs'] },
    { name: 'unit and browser', args: vitest('unit', ['unit', 'browser']), report: 'unit.json' },
    { name: 'stories', args: vitest('stories', ['storybook']), report: 'stories.json' },
    {
      name: 'end-to-end',
      args: ['playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
      report: 'e2e.json',
    },
  ];
}

function quickLayers() {
  const changed = changedFiles();
  const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
  console.log(`test:quick: ${changed.length} changed file(s) against ${base ?? 'the last commit'}`);
  if (changed.length === 0) {
    // Vitest would only say "No test files found": say what that means and what to run instead.
    console.log(
      `Nothing changed against ${base ?? 'the last commit'}, so no test is reached and none runs. Compare with a branch ` +
        '(`npm run test:quick -- main`) or run every test (`npm test`).',
    );
    process.exit(0);
  }
  const changedArg = base ? [`--changed=${base}`] : ['--changed'];
  return [
    { name: 'types', args: ['tsc', '-b'] },
    ...(code.length ? [{ name: 'lint', args: ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint', ...code] }] : []),
    ...(changed.length ? [{ name: 'format', args: ['prettier', '--check', '--log-level=warn', '--ignore-unknown', ...changed] }] : []),
    { name: 'dead code', args: ['knip', '--no-progress'] },
    {
      name: 'unit, browser and stories reached by the change',
      args: vitest('quick', ['unit', 'browser', 'storybook'], [...changedArg, '--passWithNoTests']),
      report: 'quick.json',
    },
  ];
}

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
const times = [];
let exitCode = 0;
const started = Date.now();
for (const layer of layers) {
  const command = layer.command ?? 'npx';
  console.log(`\n=== ${layer.name}: ${command === 'npx' ? 'npx ' : ''}${layer.args.join(' ')}`);
  const layerStarted = Date.now();
  const result = spawnSync(command, layer.args, { stdio: 'inherit', env: { ...process.env, ...layer.env } });
  const seconds = (Date.now() - layerStarted) / 1000;
  const tests = layer.report ? counts(layer.report) : null;
  if (tests) {
    total.passed += tests.passed;
    total.failed += tests.failed;
  }
  const ok = result.status === 0;
  times.push({ name: layer.name, seconds, tests, ok });
  if (!ok) {
    console.error(`\n=== ${layer.name} failed after ${seconds.toFixed(1)}s`);
    exitCode = result.status ?? 1;
    if (total.failed === 0) total.failed = 1;
    break;
  }
  console.log(`=== ${layer.name} passed in ${seconds.toFixed(1)}s`);
}

// Each layer's time, so a slow layer shows where the budget goes (15 minutes on a quiet 2-core machine).
const width = Math.max(...times.map((t) => t.name.length));
console.log('\n| layer | time | tests |\n|---|---:|---:|');
for (const t of times) {
  const tests = t.tests ? `${t.tests.passed} passed${t.tests.failed ? `, ${t.tests.failed} failed` : ''}` : '';
  console.log(`| ${t.name.padEnd(width)} | ${t.seconds.toFixed(1).padStart(6)}s | ${tests}${t.ok ? '' : ' (failed)'} |`);
}
console.log(`| ${'total'.padEnd(width)} | ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s | |`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
