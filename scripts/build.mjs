#!/usr/bin/env node
// Library build: one ES module per package entry (`.`, `./client`, `./elements`, `./themes`), a single
// CSS file and type declarations, plus the standalone script (`gatehouse.standalone.js`, its stylesheet, and
// its languages other than English next to it, `gatehouse.standalone.<tag>.js`).
// The configurations live in scripts/package-build.mjs.
// `--out-dir DIR` writes the same files elsewhere (the build test checks them there); default `dist`.
// `--no-types` skips the declarations (the end-to-end suite's built pages need only the code).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { libraryConfig, root, standaloneConfig, standaloneLocalesConfig } from './package-build.mjs';

// A production build whatever launched it: a test runner that started a Vite development server has set
// NODE_ENV=development, which would turn JSX into React's development calls.
process.env.NODE_ENV = 'production';

const flag = process.argv.indexOf('--out-dir');
const outDir = path.resolve(root, flag === -1 ? 'dist' : (process.argv[flag + 1] ?? ''));
if (flag !== -1 && !process.argv[flag + 1]) throw new Error('--out-dir needs a directory');

rmSync(outDir, { recursive: true, force: true });
await build(libraryConfig(outDir));
await build(standaloneConfig(outDir));
await build(standaloneLocalesConfig(outDir));
// The token sets as DTCG files (issue 41), `gatehouse-auth/tokens/*.tokens.json`.
const tokens = spawnSync('npx', ['tsx', 'scripts/dtcg-tokens.mjs', outDir], { cwd: root, stdio: 'inherit' });
if (tokens.status !== 0) process.exit(tokens.status ?? 1);

if (!process.argv.includes('--no-types')) {
  const types = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', path.join(outDir, 'types')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (types.status !== 0) process.exit(types.status ?? 1);
  // `import 'gatehouse-auth/style.css'` is a side-effect import, which TypeScript 7 (and 5.x with
  // `noUncheckedSideEffectImports`) refuses with TS2882 unless a declaration covers it: the stylesheet's entry in
  // package.json "exports" names this one (issue 35), so a host needs no `vite/client` or `*.css` module of its own.
  writeFileSync(
    path.join(outDir, 'types', 'style.css.d.ts'),
    '// The stylesheet, imported for its rules alone: nothing to import by name.\nexport {};\n',
  );
}
console.log(
  `Built ${outDir}/ (ES modules, gatehouse.css, the standalone script, DTCG tokens${process.argv.includes('--no-types') ? '' : ', types'}).`,
);
