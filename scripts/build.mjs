#!/usr/bin/env node
// Library build: one ES module per package entry (`.`, `./client`, `./elements`, `./themes`), a single
// CSS file, and type declarations. Every dependency stays external so the host's bundler dedupes and
// tree-shakes it (the recipes runtime would otherwise be bundled in library mode: toolchain.md).
// `--out-dir DIR` writes the same files elsewhere (the build test checks them there); default `dist`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { brandMarks } from './brand-marks.mjs';

export const entries = {
  index: 'src/index.ts',
  client: 'src/client/index.ts',
  elements: 'src/elements/index.ts',
  themes: 'src/themes.ts',
};

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const externalNames = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalNames.some((name) => id === name || id.startsWith(`${name}/`));

const flag = process.argv.indexOf('--out-dir');
const outDir = flag === -1 ? 'dist' : process.argv[flag + 1];
if (!outDir) throw new Error('--out-dir needs a directory');

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin(), brandMarks()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'gatehouse' },
    rollupOptions: { external: isExternal },
  },
});

const types = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', path.join(outDir, 'types')], {
  stdio: 'inherit',
});
if (types.status !== 0) process.exit(types.status ?? 1);
console.log(`Built ${outDir}/ (ES modules, gatehouse.css, types).`);
