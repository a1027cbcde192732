#!/usr/bin/env node
// `npm test`: every layer in order, each doing its work once —
//   types (tsc -b), lint (ESLint), format (Prettier), dead code (knip), the build of what the tests run
//   against (scripts/built.mjs), unit and browser tests, every story (axe, screenshots, reflow, dark theme in
//   one pass), then the Playwright journeys against the built playground and the emulator.
// Stops at the first failing layer with its exit code, and ends with each layer's time and one
// "N passed, N failed" line over all layers. The checks that need no browser (types, lint, format, dead code
// and the build) run two at a time: each is mostly one process on one core, so on the 2-core machine the budget
// is measured on they take the time of the longest lane, not of all five in a row; their output is printed
// whole as each ends, so it does not interleave.
//
// `npm run test:quick [-- <git ref>]`: the inner loop — types, lint and format of the changed files, and the
// unit, browser and story tests that the changes reach (Vitest's `--changed`, against the working tree or
// the given ref). No build and no Playwright: CI runs the full suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
  // Longest first, so the pool's two lanes end close together.
  const checks = [
    { name: 'build', command: process.execPath, args: ['scripts/built.mjs'] },
    { name: 'lint', args: ['eslint', '.'] },
    { name: 'types', args: ['tsc', '-b'] },
    { name: 'format', args: ['prettier', '--check', '--log-level=warn', '.'] },
    { name: 'dead code', args: ['knip', '--no-progress'] },
  ];
  return [
    { name: 'checks and build', concurrent: checks },
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

const describe = (layer) => `${layer.command ? '' : 'npx '}${layer.args.join(' ')}`;

/** Runs one layer with its output shown live: its status and seconds. */
function runLive(layer) {
  console.log(`\n=== ${layer.name}: ${describe(layer)}`);
  const layerStarted = Date.now();
  const result = spawnSync(layer.command ?? 'npx', layer.args, { stdio: 'inherit', env: { ...process.env, ...layer.env } });
  return { status: result.status, seconds: (Date.now() - layerStarted) / 1000 };
}

/** Runs one layer with its output held and printed whole when it ends (it shares the terminal with others). */
function runHeld(layer) {
  const layerStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(layer.command ?? 'npx', layer.args, { env: { ...process.env, ...layer.env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${layer.name}: ${describe(layer)}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ status, seconds: (Date.now() - layerStarted) / 1000 });
    });
  });
}

/** Runs layers two at a time (or one per core, if fewer), each next one starting as a lane frees; true when all passed. */
async function runPool(pool) {
  const queue = [...pool];
  let ok = true;
  const lane = async () => {
    for (let layer = queue.shift(); layer; layer = queue.shift()) ok = record(layer, await runHeld(layer)) && ok;
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism(), pool.length) }, lane));
  return ok;
}

/** Records a layer's result; false when it failed. */
function record(layer, { status, seconds }) {
  const tests = layer.report ? counts(layer.report) : null;
  if (tests) {
    total.passed += tests.passed;
    total.failed += tests.failed;
  }
  const ok = status === 0;
  times.push({ name: layer.name, seconds, tests, ok });
  if (ok) {
    console.log(`=== ${layer.name} passed in ${seconds.toFixed(1)}s`);
    return true;
  }
  console.error(`\n=== ${layer.name} failed after ${seconds.toFixed(1)}s`);
  if (exitCode === 0) exitCode = status ?? 1;
  if (total.failed === 0) total.failed = 1;
  return false;
}

for (const layer of layers) {
  if (layer.concurrent) {
    const poolStarted = Date.now();
    const ok = await runPool(layer.concurrent);
    console.log(`=== ${layer.name}: ${((Date.now() - poolStarted) / 1000).toFixed(1)}s for the ${layer.concurrent.length}, two at a time`);
    if (!ok) break;
  } else if (!record(layer, runLive(layer))) break;
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
