#!/usr/bin/env node
// `npm run pack`: both packages as `npm publish` would upload them — `npm pack` at the root (the widget,
// `gatehouse-auth`) and `npm pack -w emulator` (`gatehouse-emulator`), each built by its `prepack` — written to
// one folder (`tarballs/`, or the folder given), then the commands that install them in an app.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './package-build.mjs';

const folder = path.resolve(root, process.argv[2] ?? 'tarballs');
mkdirSync(folder, { recursive: true });

/** Runs `npm pack` with the given arguments; returns the tarball's file name, as npm's JSON report gives it. */
function pack(...args) {
  const run = spawnSync('npm', ['pack', ...args, '--json', '--pack-destination', folder], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const [report] = JSON.parse(run.stdout.slice(run.stdout.indexOf('[')));
  return path.join(folder, report.filename);
}

const widget = pack();
const emulator = pack('--workspace', 'emulator');
const shown = (file) => path.relative(process.cwd(), file) || file;
console.log(`
Packed:
  ${shown(widget)}
  ${shown(emulator)}

Install them in your app (from its folder):
  npm install ${widget}
  npm install --save-dev ${emulator}
`);
