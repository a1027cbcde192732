#!/usr/bin/env node
// Screenshot baselines of the stories (see .storybook/vitest.setup.ts), default and dark theme in one pass.
//   npm run test:visual          compare every story with its baselines
//   npm run test:visual:new      write the baselines that are missing (new stories), keep the others
//   npm run test:visual:update   rewrite every baseline, after an intended visual change
// Review the written images (git status / git diff) before committing them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const mode = process.argv[2] ?? 'check';
if (!['check', 'new', 'all'].includes(mode)) {
  console.error('usage: node scripts/visual.mjs [check|new|all]');
  process.exit(2);
}

const report = path.join(mkdtempSync(path.join(tmpdir(), 'gatehouse-visual-')), 'stories.json');
const args = ['vitest', 'run', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
if (mode !== 'check') args.push(`--update=${mode}`);
console.log(`\n=== stories: npx ${args.join(' ')}`);
// `CI` would turn a missing baseline into a failure that writes nothing.
const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CI: '' } });
if (result.status === 0) process.exit(0);
// Writing a missing baseline reports that story as failed; anything else is a real failure.
const json = JSON.parse(readFileSync(report, 'utf8'));
const failures = json.testResults.flatMap((file) => file.assertionResults.filter((t) => t.status === 'failed'));
const real = failures.filter((t) => !(mode === 'new' && t.failureMessages.join('\n').includes('a new one was created')));
if (real.length > 0) process.exit(1);
console.log(`=== ${failures.length} new baseline(s) written`);
