#!/usr/bin/env node
// `npm run bench:render`: first paint of Gatehouse's `Login` against the provider's own prebuilt widget
// (`@stytch/vanilla-js`, a devDependency used only here), side by side in one Chromium run.
//
// Each widget is built as a host app would build it: Gatehouse from the packed package (the `tarball`
// artefact of scripts/built.mjs, unpacked into the host's node_modules), React bundled with it; the
// provider's package from node_modules. Every host is bundled three times: with esbuild (minified, code
// splitting on, as an esbuild app would), with Vite (Rolldown, its production defaults: the HTML entry with
// module preload links) and with webpack 5 (a devDependency for this race and the build test's webpack host:
// production mode, splitChunks' defaults, no loader, the stylesheet through its built-in CSS support; the
// page links the entrypoint's files as html-webpack-plugin would, a deferred script in the head). Each
// Gatehouse build's ratios are to the provider's build by the same bundler. The standalone script is raced as
// the package ships it (no bundler), in the plain container and in shadow DOM, against the provider's esbuild
// build.
//
// Neither widget waits for the bootstrap answer before its header (both render the header, then apply the
// project's settings: Gatehouse's watermark, spec §1), and both ask the same emulator for it: the provider's
// client is pointed at it with `endpoints.testAPIURL` (bench/render/provider.js), not `customBaseUrl`, which
// it rewrites to https:// on the default port — a refused connection that failed at once, so its widget
// raced with no server to talk to.
//
// One local HTTP/1.1 server serves every build gzip -9 encoded, one emulator answers both clients, and the
// pages are loaded in turn (the order rotates each round), each in a fresh browser context, so the cache
// is always cold. An inline script at the top of each page (bench/render/observe.js) notes when the header
// 'Sign up or log in' is in the document and visible (light DOM or shadow root), and the page script notes
// when it starts rendering. The table gives the medians (and p90) of N rounds:
//   navigation → header   from the start of navigation to the visible header
//   navigation → Main complete  from the start of navigation to the whole of Main visible (below)
//   mount → header        from the page script's render call to the visible header
//   mount → Main complete from the render call to the whole of Main visible: the last social button and the
//                         email field (the provider's widget commits its header alone, its buttons and form
//                         a task later; Gatehouse commits Main whole)
//   navigation → up-front scripts in  when the last script the page asked for before it mounted had arrived:
//                         the files it had to download before it could render (an esbuild entry's shared
//                         chunks, asked for once the entry is parsed; Vite's preloaded chunks)
//   JS before the header  gzip bytes of the scripts that had arrived by then
//   files before header   scripts and stylesheets that had arrived by then
//   requests              every request that had started by then (the emulator's included)
// Absolute numbers depend on the machine; the ratio to the provider's widget in the same bundler is the
// figure to compare. `RUNS=n` sets the number of rounds (default 15).
//
// A third page per bundler is the floor (bench/render/react.js): React 19 alone, its root rendering a header,
// a button and a field, nothing of Gatehouse; its ratios to the provider's page are the least any widget on
// React can reach in this race (issue 27: its "mount → header" target is read against it). Measured for issue 38
// (esbuild): Main's DOM and stylesheet rendered as a static React tree mount in 1.1–1.2× the floor, so the rest of
// Gatehouse's gap is its components' JavaScript, spread thin — its providers ~60%, Main's subtree ~40%, no one
// component above ~2 ms — with V8 compiling each function at its first call ~45% of its window (the floor's ~40%).
// What separates navigation → Main complete from the provider's (esbuild and Vite, measured for issue 38) is the
// files, not the code: Gatehouse's mount → Main complete is 0.9× the provider's, and from its last up-front
// script to its mount it spends ~5 ms less (createClient ~7 ms of that), but its up-front scripts are in ~15 ms
// later — the provider's page downloads one file; a bundler splits Gatehouse's first screen from its lazy parts
// (screens, the client's later half, locales: what keeps Login + createClient within its 38 KB budget) into the
// entry plus the chunks they share, which esbuild's page asks for once the entry has arrived and Vite's
// preloads side by side (several files over HTTP/1.1). webpack keeps them in the entry's file: 0.91×. Served
// over HTTP/2 (same files, a self-signed certificate) the Vite page was 1.00× and esbuild's 1.03×.
//
// Two more rows give the cost of a language other than English (issue 24, docs/Languages.mdx): the esbuild
// page with `locale: 'fr'` whose chunk the widget loads once mounted, and the same page preloading it
// (`await preloadLocale('fr')`) before it mounts; their ratios are to the English page of the same build.
// Issue 38's rows, in a table of their own: a Next.js App Router page (`next build` + `next start`,
// bench/render/next/) with Gatehouse's `Login` rendered on the server (its stylesheet inlined, as the guide
// sets it up) against the same page with the provider's own Next.js SDK (`@stytch/nextjs`, whose UI renders
// in the browser only), same emulator, same Chromium run: navigation → header, and navigation → Main
// interactive (Main complete and the page's component hydrated: its first effect has run).
//
// Two rows for a host page that is already a React app (issue 38: React shared, as most hosts are; esbuild):
// the app's root renders its header, navigation and footer (bench/render/host-app.js) with `Login` in its main
// column, against the same app with the provider's React component (`@stytch/nextjs`'s `<StytchLogin>`,
// which needs nothing of Next.js); the ratio is to the provider's app (target: Main complete ≤ 0.8×).
//
// `BENCH_ONLY=text` races only the rows whose key contains the text (`BENCH_ONLY='esbuild gatehouse'`: those);
// a comma-separated list, the rows matching any.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright';
import { build as vite } from 'vite';
import webpack from 'webpack';
import { createEmulator } from '../emulator/src/index.ts';
import { built } from '../scripts/built.mjs';
import { launchOptions } from '../scripts/chromium.mjs';
import { table } from './bundle.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const root = path.resolve(import.meta.dirname, '..');
const pages = path.join(import.meta.dirname, 'render');

// The host app: its own package.json (so `gatehouse-auth` resolves to the installed tarball, not to this
// repository), Gatehouse unpacked into its node_modules, React and the provider's package found in the
// repository's node_modules further up.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
const host = mkdtempSync(path.join(root, 'node_modules/.cache/bench-render-'));
process.on('exit', () => rmSync(host, { recursive: true, force: true }));
const tarballDir = await built('tarball');
const tarball = path.join(tarballDir, readdirSync(tarballDir).find((file) => file.endsWith('.tgz')) ?? '');
const installed = path.join(host, 'node_modules/gatehouse-auth');
mkdirSync(installed, { recursive: true });
const untar = spawnSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], { encoding: 'utf8' });
if (untar.status !== 0) throw new Error(`Unpacking ${tarball} failed: ${untar.stderr}`);
writeFileSync(path.join(host, 'package.json'), JSON.stringify({ name: 'bench-host', private: true, type: 'module' }));

const observe = readFileSync(path.join(pages, 'observe.js'), 'utf8');
const WIDGETS = {
  gatehouse: 'Gatehouse `Login` + React 19',
  provider: 'provider, `@stytch/vanilla-js` 6.3.0',
  react: 'React 19 alone: a root rendering a header, a button and a field (the floor)',
  'gatehouse-app': 'Gatehouse `Login` in a host React app (React shared)',
  'provider-app': 'provider, `@stytch/nextjs` 22.3.0 `<StytchLogin>` in a host React app (React shared)',
};
/** What the pages import besides their entry (bench/render/*.js), copied next to them. */
const SHARED = ['host-app.js', 'gatehouse-config.js'];
const html = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>` +
  `<script>${observe}</script>${body.head ?? ''}</head><body><div id="root"></div>${body.tail ?? ''}</body></html>`;

/** Main's header in French (src/i18n/locales/fr.ts), which the French pages wait for. */
const FRENCH_HEADER = 'Inscrivez-vous ou connectez-vous';

/**
 * The pages raced, in the table's order; each Gatehouse row's ratios are to the provider's page built by the
 * same bundler (the standalone rows: to its esbuild build, the provider shipping no script of that kind).
 */
const ALL_VARIANTS = [
  { key: 'esbuild provider', path: 'esbuild/provider/provider.html', label: `${WIDGETS.provider}, esbuild` },
  {
    key: 'esbuild gatehouse',
    path: 'esbuild/gatehouse/gatehouse.html',
    label: `${WIDGETS.gatehouse}, esbuild`,
    reference: 'esbuild provider',
    floor: 'esbuild react',
  },
  { key: 'esbuild react', path: 'esbuild/react/react.html', label: `${WIDGETS.react}, esbuild`, reference: 'esbuild provider' },
  { key: 'esbuild provider-app', path: 'esbuild/provider-app/provider-app.html', label: `${WIDGETS['provider-app']}, esbuild` },
  {
    key: 'esbuild gatehouse-app',
    path: 'esbuild/gatehouse-app/gatehouse-app.html',
    label: `${WIDGETS['gatehouse-app']}, esbuild`,
    reference: 'esbuild provider-app',
    floor: 'esbuild react',
  },
  {
    key: 'esbuild gatehouse fr',
    path: 'esbuild/gatehouse/gatehouse.html',
    query: { locale: 'fr', header: FRENCH_HEADER },
    label: `${WIDGETS.gatehouse}, esbuild, \`locale: 'fr'\` not preloaded`,
    reference: 'esbuild gatehouse',
  },
  {
    key: 'esbuild gatehouse fr preloaded',
    path: 'esbuild/gatehouse/gatehouse.html',
    query: { locale: 'fr', preload: '1', header: FRENCH_HEADER },
    label: `${WIDGETS.gatehouse}, esbuild, \`locale: 'fr'\` preloaded before mount`,
    reference: 'esbuild gatehouse',
  },
  { key: 'vite provider', path: 'vite/provider/provider.html', label: `${WIDGETS.provider}, vite` },
  {
    key: 'vite gatehouse',
    path: 'vite/gatehouse/gatehouse.html',
    label: `${WIDGETS.gatehouse}, vite`,
    reference: 'vite provider',
    floor: 'vite react',
  },
  { key: 'vite react', path: 'vite/react/react.html', label: `${WIDGETS.react}, vite`, reference: 'vite provider' },
  { key: 'webpack provider', path: 'webpack/provider/provider.html', label: `${WIDGETS.provider}, webpack` },
  {
    key: 'webpack gatehouse',
    path: 'webpack/gatehouse/gatehouse.html',
    label: `${WIDGETS.gatehouse}, webpack`,
    reference: 'webpack provider',
    floor: 'webpack react',
  },
  { key: 'webpack react', path: 'webpack/react/react.html', label: `${WIDGETS.react}, webpack`, reference: 'webpack provider' },
  {
    key: 'standalone',
    path: 'standalone/page.html',
    label: 'Gatehouse standalone script, `<stytch-ui>`, no bundler',
    reference: 'esbuild provider',
  },
  {
    key: 'standalone shadow',
    path: 'standalone/page.html',
    query: { shadow: '1' },
    label: 'Gatehouse standalone script, `<stytch-ui>` in shadow DOM',
    reference: 'esbuild provider',
  },
  {
    key: 'next provider',
    next: 'provider',
    label: 'provider, `@stytch/nextjs` 22.3.0 (`<StytchLogin>`, rendered in the browser), Next.js App Router',
  },
  {
    key: 'next gatehouse',
    next: 'gatehouse',
    label: 'Gatehouse `Login` rendered on the server, CSS inlined, Next.js App Router',
    reference: 'next provider',
  },
];

const only = process.env.BENCH_ONLY?.split(',').map((text) => text.trim());
const VARIANTS = ALL_VARIANTS.filter((variant) => !only || only.some((text) => variant.key.includes(text)));
/** Whether a page raced is built under `dir` (`esbuild/gatehouse/`): only those are built. */
const raced = (dir) => VARIANTS.some((variant) => variant.path?.startsWith(dir));

for (const file of SHARED) writeFileSync(path.join(host, file), readFileSync(path.join(pages, file)));
for (const name of Object.keys(WIDGETS)) {
  writeFileSync(path.join(host, `${name}.js`), readFileSync(path.join(pages, `${name}.js`)));
  writeFileSync(path.join(host, `${name}.html`), html({ tail: `<script type="module" src="./${name}.js"></script>` }));
}

// esbuild: each page an app of its own, code splitting on; the page links the entry's stylesheet and script.
const esbuildOut = path.join(host, 'out/esbuild');
for (const name of Object.keys(WIDGETS)) {
  if (!raced(`esbuild/${name}/`)) continue;
  await esbuild({
    absWorkingDir: host,
    entryPoints: [path.join(host, `${name}.js`)],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: path.join(esbuildOut, name),
    entryNames: '[name]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const css = statSync(path.join(esbuildOut, name, `${name}.css`), { throwIfNoEntry: false })
    ? `<link rel="stylesheet" href="./${name}.css">`
    : '';
  writeFileSync(
    path.join(esbuildOut, name, `${name}.html`),
    html({ head: css, tail: `<script type="module" src="./${name}.js"></script>` }),
  );
}

// Vite: each page an app of its own, its HTML the entry, production defaults.
const viteOut = path.join(host, 'out/vite');
for (const name of Object.keys(WIDGETS)) {
  if (!raced(`vite/${name}/`)) continue;
  await vite({
    configFile: false,
    root: host,
    logLevel: 'error',
    mode: 'production',
    // Served under /vite/<page>/ next to the esbuild builds.
    base: './',
    build: {
      outDir: path.join(viteOut, name),
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: { [name]: path.join(host, `${name}.html`) } },
    },
  });
}

// webpack: each page an app of its own, production mode and defaults (splitChunks splits lazy chunks only,
// so everything imported statically is in the entry's file). `import 'gatehouse-auth/style.css'` goes through
// webpack's own CSS support (`experiments.css`) rather than css-loader and mini-css-extract-plugin: the same
// stylesheet in a file of its own, one less pair of packages. The page lists the entrypoint's files, as
// html-webpack-plugin does by default: stylesheets linked, scripts deferred, in the head.
const webpackOut = path.join(host, 'out/webpack');
for (const name of Object.keys(WIDGETS)) {
  if (!raced(`webpack/${name}/`)) continue;
  const outDir = path.join(webpackOut, name);
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack({
      mode: 'production',
      context: host,
      entry: { [name]: `./${name}.js` },
      output: { path: outDir, clean: true },
      experiments: { css: true },
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
    });
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
  });
  if (stats.hasErrors()) throw new Error(`webpack could not build ${name}:\n${stats.toString('errors-only')}`);
  const entryFiles = stats.compilation.entrypoints.get(name).getFiles();
  const head = entryFiles
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="./${file}">`
        : file.endsWith('.js')
          ? `<script defer src="./${file}"></script>`
          : '',
    )
    .join('');
  writeFileSync(path.join(outDir, `${name}.html`), html({ head }));
}

// No bundler: the standalone script and its stylesheet as the package ships them, and the page's module.
const standaloneOut = path.join(host, 'out/standalone');
mkdirSync(standaloneOut, { recursive: true });
for (const file of ['gatehouse.standalone.js', 'gatehouse.standalone.css'])
  writeFileSync(path.join(standaloneOut, file), readFileSync(path.join(installed, 'dist', file)));
writeFileSync(path.join(standaloneOut, 'page.js'), readFileSync(path.join(pages, 'standalone.js')));
writeFileSync(
  path.join(standaloneOut, 'page.html'),
  html({ head: '<link rel="stylesheet" href="./gatehouse.standalone.css">', tail: '<script type="module" src="./page.js"></script>' }),
);

const BUNDLERS = Object.fromEntries(
  Object.entries({ esbuild: esbuildOut, vite: viteOut, webpack: webpackOut, standalone: standaloneOut }).filter(([bundler]) =>
    raced(`${bundler}/`),
  ),
);

// One server for every build: each file gzip -9 encoded once, HTTP/1.1, cacheable as a static host serves
// built files. Every load is a fresh browser context, whose cache starts empty, so nothing is warm from an
// earlier load; within a page, a second use of a file (the stylesheet a shadow root links again) is served
// from the memory cache as on a real site, not fetched twice as `no-store` would make it.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
const files = new Map();
for (const [bundler, dir] of Object.entries(BUNDLERS)) {
  for (const file of readdirSync(dir, { recursive: true })) {
    const absolute = path.join(dir, String(file));
    if (statSync(absolute).isFile())
      files.set(`/${bundler}/${String(file).split(path.sep).join('/')}`, gzipSync(readFileSync(absolute), { level: 9 }));
  }
}
const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const body = files.get(pathname);
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, {
    'content-type': TYPES[path.extname(pathname)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': 'public, max-age=3600',
  });
  res.end(body);
});
server.listen(0, 'localhost');
await once(server, 'listening');
const origin = `http://localhost:${server.address().port}`;

// The Next.js pages (bench/render/next/<name>): built in place (Next.js builds no app under a node_modules
// folder), Gatehouse unpacked into the page's node_modules as in the host above, then `next start`.
const nextApps = [...new Set(VARIANTS.map((variant) => variant.next).filter(Boolean))];
const nextOrigins = {};
const nextServers = [];
for (const name of nextApps) {
  const dir = path.join(pages, 'next', name);
  const unpacked = path.join(dir, 'node_modules/gatehouse-auth');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  const unpack = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { encoding: 'utf8' });
  if (unpack.status !== 0) throw new Error(`Unpacking ${tarball} failed: ${unpack.stderr}`);
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  writeFileSync(path.join(dir, 'public/observe.js'), observe);
  rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`next build of ${name} failed:\n${build.stdout}\n${build.stderr}`);
  const free = createServer().listen(0, 'localhost');
  await once(free, 'listening');
  const port = free.address().port;
  free.close();
  const child = spawn(process.execPath, [next, 'start', '--port', String(port), '--hostname', 'localhost'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  nextServers.push(child);
  nextOrigins[name] = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start of ${name} exited with ${child.exitCode}`);
    const answered = await fetch(nextOrigins[name]).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
process.on('exit', () => nextServers.forEach((child) => child.kill()));

const emulator = await createEmulator({ port: 0, inMemory: true });
const token = emulator.config.current.publicTokens.test;

// `BENCH_SERVE=1`: keep the pages up to open by hand (or profile) instead of racing them.
if (process.env.BENCH_SERVE) {
  for (const variant of VARIANTS)
    console.log(`${origin}/${variant.path}?${new URLSearchParams({ api: emulator.url, token, ...variant.query })}`);
  await new Promise(() => undefined);
}

const browser = await chromium.launch(launchOptions);

/** One cold load of a page: its timings and what had arrived by the time the header showed. */
async function load(variant) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const query = new URLSearchParams({ api: emulator.url, token, ...variant.query });
  const pageOrigin = variant.next ? nextOrigins[variant.next] : origin;
  await page.goto(variant.next ? `${pageOrigin}/?${query}` : `${origin}/${variant.path}?${query}`);
  await page
    .waitForFunction(
      (hydrates) => window.__bench?.complete !== undefined && (!hydrates || window.__bench.hydrated !== undefined),
      Boolean(variant.next),
      { timeout: 30_000 },
    )
    .catch(async (error) => {
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      throw new Error(`${variant.key}: no header or no complete Main (${error.message})\n${problems.join('\n')}\nPage text: ${text}`);
    });
  // Requests still in flight at the header are listed once they end.
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate((pageOrigin) => {
    const { header, mount, complete, hydrated } = window.__bench;
    const entries = performance.getEntriesByType('resource');
    const arrived = entries.filter((entry) => entry.responseEnd <= header && entry.name.startsWith(pageOrigin));
    const scripts = arrived.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    // The scripts the page asked for before it mounted: what it had to download before it could render.
    const upFront = entries.filter((entry) => entry.startTime < mount && new URL(entry.name).pathname.endsWith('.js'));
    return {
      header,
      complete,
      // Main is there and answers: a server-rendered Main once hydrated too.
      interactive: Math.max(complete, hydrated ?? complete),
      mountToHeader: header - mount,
      mountToComplete: complete - mount,
      scriptsIn: Math.max(0, ...upFront.map((entry) => entry.responseEnd)),
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      files: arrived.filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname)).length,
      requests: entries.filter((entry) => entry.startTime <= header).length,
      list: entries.map((entry) => `${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)} ${entry.encodedBodySize} ${entry.name}`),
      mount,
    };
  }, pageOrigin);
  await context.close();
  if (process.env.BENCH_DEBUG) console.log(variant.key, result);
  return result;
}

const samples = new Map(VARIANTS.map((variant) => [variant.key, []]));
// One warm-up load of each, not counted: the browser's and the server's first-use costs.
for (const variant of VARIANTS) await load(variant);
for (let round = 0; round < RUNS; round += 1) {
  // Alternating order: each round starts with the next page, so no page always goes first.
  for (let i = 0; i < VARIANTS.length; i += 1) {
    const variant = VARIANTS[(round + i) % VARIANTS.length];
    samples.get(variant.key).push(await load(variant));
  }
}
await browser.close();
server.close();
for (const child of nextServers) child.kill();
await emulator.close();

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p90 = (values) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.9) - 1)];
const stats = (runs, key) => ({ median: median(runs.map((r) => r[key])), p90: p90(runs.map((r) => r[key])) });
const ms = ({ median: m, p90: p }) => `${m.toFixed(0)} ms (p90 ${p.toFixed(0)})`;
const ratio = (value, reference) => `${(value / reference).toFixed(2)}×`;

const rows = VARIANTS.filter((variant) => !variant.next).map((variant) => {
  const runs = samples.get(variant.key);
  const nav = stats(runs, 'header');
  const navComplete = stats(runs, 'complete');
  const mount = stats(runs, 'mountToHeader');
  const complete = stats(runs, 'mountToComplete');
  const scriptsIn = stats(runs, 'scriptsIn');
  // A reference left out by BENCH_ONLY: no ratio.
  const reference = samples.get(variant.reference ?? variant.key);
  return [
    variant.label,
    ms(nav),
    reference ? ratio(nav.median, stats(reference, 'header').median) : '–',
    ms(navComplete),
    reference ? ratio(navComplete.median, stats(reference, 'complete').median) : '–',
    ms(mount),
    reference ? ratio(mount.median, stats(reference, 'mountToHeader').median) : '–',
    ms(complete),
    reference ? ratio(complete.median, stats(reference, 'mountToComplete').median) : '–',
    ms(scriptsIn),
    `${(median(runs.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB`,
    String(median(runs.map((r) => r.files))),
    String(median(runs.map((r) => r.requests))),
  ];
});
if (rows.length)
  table(
    `First paint in Chromium: passwords + email OTP + Google/GitHub OAuth against the emulator, cold context, gzip -9 over HTTP/1.1, medians of ${RUNS} rounds`,
    [
      'widget, host bundler',
      'navigation → header',
      'ratio',
      'navigation → Main complete',
      'ratio',
      'mount → header',
      'ratio',
      'mount → Main complete',
      'ratio',
      'navigation → up-front scripts in',
      'JS before the header (gzip)',
      'files before the header',
      'requests before the header',
    ],
    rows,
  );

// Issue 27's target, restated by issue 38: mount → header within 1.3× the React-alone floor of the same bundler;
// issue 38's for the React host page: navigation → Main complete ≤ 0.8× the provider's app.
for (const variant of VARIANTS.filter((candidate) => candidate.floor && samples.has(candidate.floor))) {
  const mount = stats(samples.get(variant.key), 'mountToHeader').median;
  const floor = stats(samples.get(variant.floor), 'mountToHeader').median;
  console.log(
    `${variant.label}: mount → header ${mount.toFixed(0)} ms, ${ratio(mount, floor)} the floor's ${floor.toFixed(0)} ms (target ≤ 1.3×)`,
  );
}
const app = VARIANTS.find((variant) => variant.key === 'esbuild gatehouse-app');
if (app && samples.has(app.reference)) {
  const complete = stats(samples.get(app.key), 'complete').median;
  const reference = stats(samples.get(app.reference), 'complete').median;
  console.log(`${app.label}: navigation → Main complete ${ratio(complete, reference)} the provider's app (target ≤ 0.8×)`);
}
if (VARIANTS.some((variant) => variant.floor)) console.log('');

const nextVariants = VARIANTS.filter((variant) => variant.next);
if (nextVariants.length)
  table(
    `Server rendering (issue 38): Next.js App Router page, next build + next start, same emulator and config, cold context, medians of ${RUNS} rounds; targets: header ≤ 0.5×, interactive ≤ 1.0× the provider's`,
    [
      'page',
      'navigation → header',
      'ratio',
      'navigation → Main interactive',
      'ratio',
      'JS before the header (gzip)',
      'requests before the header',
    ],
    nextVariants.map((variant) => {
      const runs = samples.get(variant.key);
      const reference = samples.get(variant.reference ?? variant.key);
      const nav = stats(runs, 'header');
      const interactive = stats(runs, 'interactive');
      return [
        variant.label,
        ms(nav),
        reference ? ratio(nav.median, stats(reference, 'header').median) : '–',
        ms(interactive),
        reference ? ratio(interactive.median, stats(reference, 'interactive').median) : '–',
        `${(median(runs.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB`,
        String(median(runs.map((r) => r.requests))),
      ];
    }),
  );
