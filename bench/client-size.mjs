#!/usr/bin/env node
// Size of the `gatehouse/client` entry (issue 3: ≤ 15 KB gzip for what a login page needs), with the lazily
// loaded WebAuthn and wallet chunks listed separately. Run: `node bench/client-size.mjs`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-client-size-'));
await build({
  configFile: false,
  root,
  logLevel: 'silent',
  build: {
    outDir,
    minify: true,
    lib: { entry: path.join(root, 'src/client/index.ts'), formats: ['es'], fileName: 'client' },
  },
});
const LIMIT = 15 * 1024;
let entry = 0;
for (const file of readdirSync(outDir)) {
  const bytes = readFileSync(path.join(outDir, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  if (file.startsWith('client')) entry = gz;
  console.log(`${file.padEnd(40)} ${String(bytes.length).padStart(7)} B  ${String(gz).padStart(6)} B gzip`);
}
if (!process.env.KEEP) rmSync(outDir, { recursive: true, force: true });
else console.log(outDir);
console.log(`client entry: ${(entry / 1024).toFixed(2)} KB gzip (limit 15 KB)`);
process.exitCode = entry <= LIMIT ? 0 : 1;
