#!/usr/bin/env node
// `npm run bench:render`: time to first render of Main in Chromium, the widget against a bare React root.
//
// Both pages are production builds (minified, React included) served from localhost. Each page records
// `performance.now()` just before `root.render()` and again when its content is in the document; the
// difference is the render time. Every run opens a fresh page; the table prints the median and p90 of N runs
// and the widget/bare ratio of the medians. Absolute numbers depend on the machine; the ratio is the figure
// to compare.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { brandMarks } from '../scripts/brand-marks.mjs';
import { launchOptions } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const root = path.resolve(import.meta.dirname, '..');
// Inside the repository (vanilla-extract needs the package around the pages), in an ignored folder.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(path.join(root, 'node_modules/.cache/bench-render-'));

/** Marks the start, renders, and marks the end once `selector` is in the document. */
const measure = (render, selector) => `
const done = () => { window.__renderMs = performance.now() - start; };
const observer = new MutationObserver(() => { if (document.querySelector(${JSON.stringify(selector)})) { observer.disconnect(); done(); } });
observer.observe(document.getElementById('root'), { childList: true, subtree: true });
const start = performance.now();
${render}
`;

const pages = {
  bare: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
${measure(`createRoot(document.getElementById('root')).render(createElement('h2', { 'data-ready': '' }, 'Sign up or log in'));`, '[data-ready]')}`,
  widget: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login } from ${JSON.stringify(path.join(root, 'src/index.ts'))};
import { createClient } from ${JSON.stringify(path.join(root, 'src/client/index.ts'))};
// No API is needed to render Main; a closed port answers at once.
const client = createClient('public-token-test-bench', { testBaseUrl: 'http://localhost:9' });
const config = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
${measure(`createRoot(document.getElementById('root')).render(createElement(Login, { client, config }));`, '[data-screen="Main"] [data-part="heading"]')}`,
};

for (const [name, source] of Object.entries(pages)) {
  writeFileSync(path.join(work, `${name}.js`), source);
  writeFileSync(
    path.join(work, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${name}</title></head><body><div id="root"></div><script type="module" src="./${name}.js"></script></body></html>`,
  );
}
await build({
  configFile: false,
  logLevel: 'silent',
  root: work,
  // The brand marks are a build-time module (scripts/brand-marks.mjs), as in the package.
  plugins: [react(), vanillaExtractPlugin(), brandMarks()],
  build: {
    outDir: path.join(work, 'dist'),
    minify: true,
    rollupOptions: { input: { bare: path.join(work, 'bare.html'), widget: path.join(work, 'widget.html') } },
  },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = path.join(work, 'dist', new URL(req.url ?? '/', 'http://localhost').pathname);
  try {
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(0, 'localhost');
await once(server, 'listening');
const origin = `http://localhost:${server.address().port}`;

const browser = await chromium.launch(launchOptions);
const results = {};
for (const name of Object.keys(pages)) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await browser.newPage();
    await page.goto(`${origin}/${name}.html`);
    await page.waitForFunction(() => typeof window.__renderMs === 'number');
    times.push(await page.evaluate(() => window.__renderMs));
    await page.close();
  }
  times.sort((a, b) => a - b);
  results[name] = {
    median: times[Math.floor(times.length / 2)],
    p90: times[Math.min(times.length - 1, Math.ceil(times.length * 0.9) - 1)],
  };
}
await browser.close();
server.close();
rmSync(work, { recursive: true, force: true });

const ms = (n) => `${n.toFixed(2)} ms`;
console.log(`Time to first render in Chromium (${RUNS} fresh page loads each)\n`);
const rows = [
  ['bare React root (one heading)', results.bare],
  ['Login, Main with three tabs', results.widget],
].map(([label, r]) => [label, ms(r.median), ms(r.p90)]);
const header = ['page', 'median', 'p90'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(`\nWidget / bare React (medians): ${(results.widget.median / results.bare.median).toFixed(2)}×`);
