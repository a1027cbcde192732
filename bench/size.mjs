#!/usr/bin/env node
// `npm run bench:size`: what each package entry, and the widget for a few configurations, costs a host page,
// in gzip and brotli bytes.
//
// Each row is bundled the way a user's production build would bundle it: minified, tree-shaken, dependencies
// included (Radix, react-aria, …), React and ReactDOM left out because the host page already ships them. Code
// behind dynamic `import()` (method screens, WebAuthn, wallets, phone metadata) lands in separate chunks,
// reported as "lazy" — it loads only when used. Run with tsx so the widget's product list is read from source.
//
// The standalone script (`dist/gatehouse.standalone.js`) is measured as it ships: React and everything it
// imports statically inside, one file, plus its stylesheet; its later parts
// (`gatehouse.standalone.<name>-<hash>.js`) and its languages other than English (`gatehouse.standalone.<tag>.js`),
// files next to it, are its lazy JS. With `GATEHOUSE_PREACT=<path to a preact package>` a second row measures
// the same script with react/react-dom aliased to preact/compat.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { root, standaloneConfig, standaloneLocalesConfig } from '../scripts/package-build.mjs';
import {
  BUDGETS,
  brotli,
  bundle,
  clientSource,
  gzip,
  initialChunks,
  kb,
  LOCALE_MACHINERY_BUDGET,
  localeMachineryGzip,
  src,
  table,
  widgetSource,
} from './bundle.mjs';
import { products as registered } from '../src/flow/products/index.ts';
import { productScreens } from '../src/flow/screens.ts';

/** Every product, in the order the rows have always been printed (the registry keeps them by id). */
const ROW_ORDER = ['otp', 'emailMagicLinks', 'passwords', 'passkeys', 'oauth', 'crypto', 'totp'];
const PRODUCTS = registered.map((product) => product.id).sort((a, b) => ROW_ORDER.indexOf(a) - ROW_ORDER.indexOf(b));

/** Package entries: the consumer takes every export, so nothing the entry offers is tree-shaken away. */
const entries = [
  ['gatehouse-auth', 'src/index.ts'],
  ['gatehouse-auth/client', 'src/client/index.ts'],
  ['gatehouse-auth/elements', 'src/elements/index.ts'],
  ['gatehouse-auth/kit', 'src/kit.ts'],
  ['gatehouse-auth/themes', 'src/themes.ts'],
  ['gatehouse-auth/server', 'src/server/index.ts'],
].map(([name, file]) => ({
  name,
  file,
  source: file === 'src/client/index.ts' ? clientSource : `import * as entry from ${src(file)}; globalThis.__entry = entry;`,
}));

function sizes(outputs) {
  const row = { initialGzip: 0, initialBrotli: 0, initialChunks: 0, cssGzip: 0, lazyGzip: 0, lazyChunks: 0 };
  const initial = initialChunks(outputs);
  for (const out of outputs) {
    const code = Buffer.from(out.type === 'chunk' ? out.code : out.source);
    if (out.type === 'asset' && out.fileName.endsWith('.css')) row.cssGzip += gzip(code);
    else if (out.type === 'chunk' && initial.has(out.fileName)) {
      row.initialGzip += gzip(code);
      row.initialBrotli += brotli(code);
      row.initialChunks += 1;
    } else if (out.type === 'chunk') {
      row.lazyGzip += gzip(code);
      row.lazyChunks += 1;
    }
  }
  return row;
}

/**
 * What Main itself loads after its first render for a product, besides the product's screens: the phone
 * number formatter of the SMS/WhatsApp form, WebAuthn for the passkey button and autofill, base58 for Solana
 * signatures. Named by package, as they are dynamic imports of dependencies.
 */
const PRODUCT_LIBRARIES = {
  otp: ['/node_modules/libphonenumber-js/'],
  passkeys: ['/node_modules/@simplewebauthn/browser/'],
  crypto: ['/node_modules/bs58/'],
};
/** Loaded for every configuration once the page is idle: the toast area (src/widget/ToastArea.tsx). */
const ALWAYS_LAZY = ['/src/widget/Toasts.tsx'];

/**
 * The lazy chunks a page loads for `products`: each of their screens' chunks, the libraries Main loads for
 * them, the toast area, and what those import, minus what is already up front.
 */
function lazyFor(outputs, products) {
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  const initial = initialChunks(outputs);
  const screens = products.flatMap((product) => productScreens(product));
  const libraries = [...ALWAYS_LAZY, ...products.flatMap((product) => PRODUCT_LIBRARIES[product] ?? [])];
  const wanted = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk.fileName) || wanted.has(chunk.fileName)) return;
    wanted.add(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) {
    const id = chunk.facadeModuleId ?? '';
    const modules = Object.keys(chunk.modules);
    if (screens.some((screen) => id.includes(`/src/screens/${screen}/`))) visit(chunk);
    else if (modules.some((module) => libraries.some((library) => module.includes(library)))) visit(chunk);
  }
  let gzipBytes = 0;
  for (const name of wanted) gzipBytes += gzip(Buffer.from(chunks.get(name).code));
  return { gzip: gzipBytes, chunks: wanted.size };
}

const entryRows = [];
for (const entry of entries) {
  if (!existsSync(path.join(root, entry.file))) {
    entryRows.push([entry.name, 'missing', '', '', '', '']);
    continue;
  }
  const r = sizes(await bundle(entry.source));
  entryRows.push([entry.name, kb(r.initialGzip), kb(r.initialBrotli), kb(r.cssGzip), kb(r.lazyGzip), String(r.lazyChunks)]);
}
/**
 * The standalone script as `npm run build` writes it (in memory), optionally with modules aliased: the script
 * up front (one file: everything it imports statically), its later parts and its languages as lazy files next
 * to it (issues 27 and 24).
 */
async function standalone(alias) {
  const outputs = async (config) => {
    const result = await build({ ...config, logLevel: 'silent', build: { ...config.build, write: false } });
    return (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  };
  const script = sizes(await outputs(standaloneConfig('dist', { alias })));
  const locales = sizes((await outputs(standaloneLocalesConfig('dist'))).map((out) => ({ ...out, isEntry: false })));
  return { ...script, lazyGzip: script.lazyGzip + locales.lazyGzip, lazyChunks: script.lazyChunks + locales.lazyChunks };
}
const standaloneRow = (name, r) => [name, kb(r.initialGzip), kb(r.initialBrotli), kb(r.cssGzip), kb(r.lazyGzip), String(r.lazyChunks)];
entryRows.push(standaloneRow('gatehouse.standalone.js (React inside)', await standalone()));
const preact = process.env.GATEHOUSE_PREACT;
if (preact) {
  const compat = path.join(path.resolve(preact), 'compat');
  const alias = [
    { find: /^react-dom\/client$/, replacement: path.join(compat, 'client.mjs') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: path.join(compat, 'jsx-runtime.mjs') },
    { find: /^react(-dom)?$/, replacement: path.join(compat, 'dist/compat.mjs') },
  ];
  entryRows.push(standaloneRow('gatehouse.standalone.js (preact/compat)', await standalone(alias)));
}
table(
  'Bundle size per entry (minified, dependencies included, react/react-dom external except in the standalone script)',
  ['entry', 'initial JS gzip', 'initial JS brotli', 'CSS gzip', 'lazy JS gzip', 'lazy chunks'],
  entryRows,
);

// The widget: the same initial JS renders Main for any config; what differs is which screens load later.
const widget = await bundle(widgetSource);
const initial = sizes(widget);
const configs = [['Login, every product', PRODUCTS], ...PRODUCTS.map((product) => [`Login, ${product} only`, [product]])];
const widgetRows = configs.map(([name, products]) => {
  const lazy = lazyFor(widget, products);
  return [
    name,
    kb(initial.initialGzip),
    kb(initial.initialBrotli),
    String(initial.initialChunks),
    kb(initial.cssGzip),
    kb(lazy.gzip),
    String(lazy.chunks),
  ];
});
table(
  'The widget: `Login` + `createClient` (initial JS = the entry and its static imports, enough to render Main; lazy JS = ' +
    'what the configured products load later: their screens, the libraries Main loads for them, the toast area)',
  ['configuration', 'initial JS gzip', 'initial JS brotli', 'initial chunks', 'CSS gzip', 'lazy JS gzip', 'lazy chunks'],
  widgetRows,
);

// Brand marks load one chunk per mark, when a button shows it (src/primitives/BrandMark): not in the rows above.
const markChunks = widget
  .filter((o) => o.type === 'chunk' && (o.facadeModuleId ?? '').startsWith('\0virtual:gatehouse/brand-marks/'))
  .map((o) => ({ name: o.facadeModuleId.split('/').pop(), gzip: gzip(Buffer.from(o.code)) }))
  .sort((a, b) => a.gzip - b.gzip);
if (markChunks.length > 0) {
  const example = ['google', 'apple', 'github'];
  const exampleGzip = markChunks.filter((m) => example.includes(m.name)).reduce((sum, m) => sum + m.gzip, 0);
  console.log(
    `Brand marks: ${markChunks.length} chunks of ${kb(markChunks[0].gzip)} (${markChunks[0].name}) to ` +
      `${kb(markChunks.at(-1).gzip)} (${markChunks.at(-1).name}) gzip, loaded for the buttons a page shows ` +
      `(e.g. ${example.join(' + ')}: ${kb(exampleGzip)}).\n`,
  );
}

// Locales (issue 24): each is a chunk of its own, loaded only by a page that shows it; English is in the
// initial JS above. en-XA carries English and the pseudo-localiser, as it is computed when it loads.
const upFront = initialChunks(widget);
const localeRows = widget
  .filter((o) => o.type === 'chunk' && /\/src\/i18n\/locales\/[^/]+\.ts$/.test(o.facadeModuleId ?? ''))
  .map((o) => {
    // The chunks it imports that are not up front load with it (en-XA: the later screens' English), in both columns.
    const files = [o, ...o.imports.filter((name) => !upFront.has(name)).map((name) => widget.find((c) => c.fileName === name))];
    const total = (measure) => files.reduce((sum, chunk) => sum + measure(Buffer.from(chunk.code)), 0);
    return [path.basename(o.facadeModuleId, '.ts'), kb(total(gzip)), kb(total(brotli))];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
table('Locales: the chunk a page loads for each language it shows (en is in the initial JS)', ['locale', 'gzip', 'brotli'], localeRows);
// What choosing, loading and formatting languages adds up front: Login as above against Login with the
// English-only formatter and no locale table it had before (bench/bundle.mjs `englishOnly`).
const machinery = await localeMachineryGzip(widget);
console.log(
  `Locale machinery up front: ${machinery.bytes} B gzip (issue 24: ≤ ${LOCALE_MACHINERY_BUDGET} B, ` +
    `${machinery.bytes <= LOCALE_MACHINERY_BUDGET ? 'within' : 'OVER'}) — Login + createClient ${machinery.withIt} B, ` +
    `${machinery.without} B with the English-only formatter and no locale table.\n`,
);

// Issue 27's budgets as reached so far (bench/bundle.mjs BUDGETS, held by test/build/size-budget.test.ts).
const clientRow = entryRows.find(([name]) => name === 'gatehouse-auth/client');
console.log(
  `Budget: Main with all products, client included, up front ≤ ${kb(BUDGETS.login)} gzip — ${kb(initial.initialGzip)} ` +
    `(${initial.initialGzip <= BUDGETS.login ? 'within' : 'OVER'} budget; issue 27 aims at 38 KB). Headless client up front ≤ ` +
    `${kb(BUDGETS.client)} — ${clientRow?.[1]} (issue 27 aims at 10 KB). Products: ${PRODUCTS.join(', ')}.`,
);
