#!/usr/bin/env node
// `npm run pack`: both packages as `npm publish` would upload them — `npm pack` at the root (the widget,
// `gatehouse-auth`) and `npm pack -w emulator` (`gatehouse-emulator`), each built by its `prepack` — written to
// one folder (`tarballs/`, or the folder given), then the commands that install them in an app.
import path from 'node:path';
import { pack } from './built.mjs';
import { root } from './package-build.mjs';

const folder = path.resolve(root, process.argv[2] ?? 'tarballs');

const widget = pack(folder);
const emulator = pack(folder, '--workspace', 'emulator');
const shown = (file) => path.relative(process.cwd(), file) || file;
console.log(`
Packed:
  ${shown(widget)}
  ${shown(emulator)}

Install them in your app (from its folder):
  npm install ${widget}
  npm install --save-dev ${emulator}
`);
