#!/usr/bin/env node
// `npm run bench:size`: what each package entry costs a host page, in gzip and brotli bytes.
//
// Each entry is bundled the way a user's production build would bundle `import * as x from 'gatehouse/…'`:
// minified, tree-shaken, dependencies included (Radix, react-aria, …), React and ReactDOM left out because
// the host page already ships them. Code behind dynamic `import()` (WebAuthn, wallets, phone
// metadata) lands in separate chunks, reported as "lazy" — it loads only when used.
//
// The standalone script (`dist/gatehouse.standalone.js`) is measured as it ships: React and every
// dependency inside, one file, plus its stylesheet. With `GATEHOUSE_PREACT=<path to a preact package>` a
// second row measures the same script with react/react-dom aliased to preact/compat.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { libraryConfig, root, standaloneConfig } from '../scripts/package-build.mjs';

const entries = [
  ['gatehouse', 'src/index.ts'],
  ['gatehouse/client', 'src/client/index.ts'],
  ['gatehouse/elements', 'src/elements/index.ts'],
  ['gatehouse/themes', 'src/themes.ts'],
];

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const virtualId = '\0bench-entry';

async function measure(file) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    // Built as the package is: shadow roots link the shipped stylesheet.
    define: libraryConfig('dist').define,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      {
        // The consumer module: takes every export, so nothing the entry offers is tree-shaken away.
        name: 'bench-entry',
        resolveId: (id) => (id === virtualId ? id : null),
        load: (id) =>
          id === virtualId ? `import * as entry from ${JSON.stringify(path.join(root, file))}; globalThis.__entry = entry;` : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: {
        input: virtualId,
        external: (id) => /^(react|react-dom)(\/|$)/.test(id),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const row = { initialGzip: 0, initialBrotli: 0, cssGzip: 0, lazyGzip: 0, lazyChunks: 0 };
  for (const out of outputs) {
    const code = Buffer.from(out.type === 'chunk' ? out.code : out.source);
    if (out.type === 'asset' && out.fileName.endsWith('.css')) row.cssGzip += gzip(code);
    else if (out.type === 'chunk' && out.isEntry) {
      row.initialGzip += gzip(code);
      row.initialBrotli += brotli(code);
    } else if (out.type === 'chunk') {
      row.lazyGzip += gzip(code);
      row.lazyChunks += 1;
    }
  }
  return row;
}

/** The standalone script as `npm run build` writes it (in memory), optionally with modules aliased. */
async function measureStandalone(alias) {
  const config = standaloneConfig('dist', { alias });
  const result = await build({ ...config, logLevel: 'silent', build: { ...config.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const row = { initialGzip: 0, initialBrotli: 0, cssGzip: 0, lazyGzip: 0, lazyChunks: 0 };
  for (const out of outputs) {
    const code = Buffer.from(out.type === 'chunk' ? out.code : out.source);
    if (out.type === 'asset' && out.fileName.endsWith('.css')) row.cssGzip += gzip(code);
    else if (out.type === 'chunk') {
      row.initialGzip += gzip(code);
      row.initialBrotli += brotli(code);
    }
  }
  return row;
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = [];
for (const [name, file] of entries) {
  if (!existsSync(path.join(root, file))) {
    rows.push([name, 'missing', '', '', '', '']);
    continue;
  }
  const r = await measure(file);
  rows.push([name, kb(r.initialGzip), kb(r.initialBrotli), kb(r.cssGzip), kb(r.lazyGzip), String(r.lazyChunks)]);
}

const standaloneRow = (name, r) => [name, kb(r.initialGzip), kb(r.initialBrotli), kb(r.cssGzip), kb(r.lazyGzip), String(r.lazyChunks)];
rows.push(standaloneRow('gatehouse.standalone.js (React inside)', await measureStandalone()));
const preact = process.env.GATEHOUSE_PREACT;
if (preact) {
  const compat = path.join(path.resolve(preact), 'compat');
  const alias = [
    { find: /^react-dom\/client$/, replacement: path.join(compat, 'client.mjs') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: path.join(compat, 'jsx-runtime.mjs') },
    { find: /^react(-dom)?$/, replacement: path.join(compat, 'dist/compat.mjs') },
  ];
  rows.push(standaloneRow('gatehouse.standalone.js (preact/compat)', await measureStandalone(alias)));
}

const header = ['entry', 'initial JS gzip', 'initial JS brotli', 'CSS gzip', 'lazy JS gzip', 'lazy chunks'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log('Bundle size per entry (minified, dependencies included, react/react-dom external except in the standalone script)\n');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
