#!/usr/bin/env node
// `npm run build -w emulator`, and `npm pack -w emulator` / `npm publish -w emulator` through `prepack`: the
// emulator's source and the wire facts it shares with the widget (src/wire) compiled file for file into
// `dist/` (JavaScript and declarations, `.ts` specifiers rewritten to `.js`), so the published package runs on
// plain Node with no tsx. `dist/` is emptied first: a source file removed since the last build leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import path from 'node:path';

const emulator = path.resolve(import.meta.dirname, '..');
rmSync(path.join(emulator, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: emulator, stdio: 'inherit' });
process.exit(run.status ?? 1);
