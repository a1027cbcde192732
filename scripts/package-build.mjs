// The package's build configurations, shared by `npm run build` (scripts/build.mjs), `npm run bench:size`
// and the end-to-end suite's built pages, so what is measured and tested is what ships.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { brandMarks } from './brand-marks.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** The package entries (`.`, `./client`, `./elements`, `./kit`, `./themes`, `./server`). */
export const entries = {
  index: 'src/index.ts',
  client: 'src/client/index.ts',
  elements: 'src/elements/index.ts',
  kit: 'src/kit.ts',
  themes: 'src/themes.ts',
  server: 'src/server/index.ts',
};

/** The stylesheet file names, next to the modules that link them into shadow roots. */
export const STYLESHEET = 'gatehouse.css';
export const STANDALONE = 'gatehouse.standalone';

/**
 * Where the built code finds its stylesheet for shadow roots (src/embedding/stylesheet.ts). Written as
 * `new URL('./file', import.meta.url)` so host bundlers copy the file as an asset and browsers resolve it
 * next to the module.
 */
const stylesheetUrl = (file) => `new URL(${JSON.stringify(`./${file}`)}, import.meta.url)`;

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const externalNames = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalNames.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * How the library's modules are grouped into files, for the host's bundler more than for the browser: a host
 * re-bundles these files, and a bundler with code splitting (esbuild's, webpack's) cuts its chunks along the
 * sets of entries and lazy imports that reach each file. If lazy screens reached different subsets of the
 * up-front files, the host's entry would import a chunk per subset before anything renders (issue 27). So:
 *
 * - `core`: every module `Login`, the mount API and the root's hooks, theme and embedding helpers need, in
 *   one file that each lazy screen imports: to the host's bundler, all of it has the same reach, one chunk.
 * - `kit`: the primitives that only lazy screens use (OTP field, QR code, strength meter, toasts, …), which
 *   the `gatehouse-auth/kit` entry exports, in one file of their own: a page that renders only `Login` does not
 *   load or run them.
 * - everything else as the bundler splits it: the headless client's and the themes' modules (their entries
 *   must not import React), each screen in its own chunk, the brand marks, the toasts.
 *
 * The groups are computed from the module graph after it is built: a module belongs to `core` when a widget
 * entry reaches it through static imports other than the primitives' barrel, to `kit` when only that barrel
 * reaches it, and to neither when the client, themes or server entry reaches it.
 */
function chunkGroups() {
  let graph;
  const file = (relative) => path.join(root, relative);
  const closure = (ids, skip = new Set()) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id) || skip.has(id)) return;
      const info = graph.getModuleInfo(id);
      if (!info || info.isExternal) return;
      seen.add(id);
      for (const imported of info.importedIds) visit(imported);
    };
    for (const id of ids) visit(id);
    return seen;
  };
  let sets;
  const groupOf = (id) => {
    if (!sets) {
      const barrel = file('src/primitives/index.ts');
      const client = closure([file(entries.client)]);
      const themes = closure([file(entries.themes)], client);
      const server = closure([file(entries.server)], new Set([...client, ...themes]));
      const headless = new Set([...client, ...themes, ...server]);
      const core = closure([file(entries.index), file(entries.elements)], new Set([barrel, ...headless]));
      const kit = closure([barrel], new Set([...core, ...headless]));
      sets = { client, themes, server, core, kit };
    }
    // The widget entries' own modules stay in their files: grouped, they would pull everything they re-export
    // (every primitive) into `core`. The headless entries' may join their group: they re-export only it.
    if (id === file(entries.index) || id === file(entries.elements) || id === file(entries.kit)) return null;
    return Object.keys(sets).find((name) => sets[name].has(id)) ?? null;
  };
  return {
    plugin: {
      name: 'gatehouse-chunk-groups',
      buildEnd() {
        // The graph is read later, when the output is split into chunks.
        graph = { getModuleInfo: (id) => this.getModuleInfo(id) };
        sets = undefined;
      },
    },
    // In this order: each group keeps what an earlier one took out of its dependencies.
    groups: ['client', 'themes', 'server', 'core', 'kit'].map((name, index, names) => ({
      name,
      test: (id) => groupOf(id) === name,
      priority: names.length - index,
    })),
  };
}

/**
 * The library: one ES module per entry, one CSS file. Every dependency stays external so the host's bundler
 * dedupes and tree-shakes it (the recipes runtime would otherwise be bundled in library mode: toolchain.md).
 */
export function libraryConfig(outDir) {
  const chunks = chunkGroups();
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), brandMarks(), chunks.plugin],
    define: { __GATEHOUSE_STYLESHEET__: stylesheetUrl(STYLESHEET) },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      cssCodeSplit: false,
      lib: { entry: entries, formats: ['es'], cssFileName: 'gatehouse' },
      rollupOptions: {
        external: isExternal,
        output: {
          codeSplitting: { groups: chunks.groups },
          // The React entries are client modules for React Server Components hosts (Next.js): importing `Login`
          // into a Server Component then works instead of failing on a CSS chunk. Not the headless client,
          // whose `createClient` a server module calls, nor `gatehouse-auth/server`.
          banner: (chunk) =>
            chunk.isEntry && (chunk.name === 'index' || chunk.name === 'elements' || chunk.name === 'kit') ? "'use client';" : '',
        },
      },
    },
  };
}

/** The widget's locale modules (src/i18n/locales/<tag>.ts), by tag: English is not one, it is the catalogue. */
const LOCALES_DIR = path.join(root, 'src/i18n/locales');
const localeTags = () =>
  readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.basename(file, '.ts'));

/** The file a locale of the standalone script ships in, next to the script: `gatehouse.standalone.fr.js`. */
export const standaloneLocaleFile = (tag) => `${STANDALONE}.${tag}.js`;

/**
 * In the standalone script, each locale's `import('./locales/<tag>.js')` (src/i18n/loaders.ts) becomes an
 * import of the sibling file `./gatehouse.standalone.<tag>.js`, left to the browser: a module script resolves
 * a relative `import()` against its own URL, so the file loads from wherever the page serves the script,
 * under `script-src 'self'` (docs/CSP.mdx). Inlined, every language would weigh on every page (issue 24:
 * 202.6 → 267.1 KB gzip).
 */
const standaloneLocales = {
  name: 'gatehouse-standalone-locales',
  enforce: 'pre',
  resolveId(source, importer) {
    const match = /^\.\/locales\/([\w-]+)\.js$/.exec(source);
    if (!match || importer !== path.join(root, 'src/i18n/loaders.ts')) return null;
    return { id: `./${standaloneLocaleFile(match[1])}`, external: true };
  },
};

/**
 * The standalone script's up-front file, for one build: a plugin that notes the modules the entry imports
 * statically, directly or not, once the graph is built, and the code-splitting group that puts them all in the
 * entry's file (the rest, reached only by `import()`, is split as usual).
 */
function upFrontChunk() {
  const upFront = new Set();
  return {
    plugin: {
      name: 'gatehouse-standalone-up-front',
      buildEnd() {
        const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
        const queue = entry ? [entry] : [];
        for (const id of queue) {
          if (upFront.has(id)) continue;
          upFront.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
    group: { name: (id) => (upFront.has(id) ? STANDALONE : null), debugName: 'up-front' },
  };
}

/**
 * The standalone script for pages without a bundler or React: one ES module with React and every dependency
 * inside (all it imports statically: Main's first paint needs one file), its later parts next to it
 * (`gatehouse.standalone.<name>-<hash>.js`, imported relative to its URL like the languages), minified, plus
 * its stylesheet, and one file per language other than English
 * next to it ({@link standaloneLocalesConfig}). It registers the custom elements on load. `alias` swaps
 * modules (the preact/compat measurement in bench/size.mjs).
 */
export function standaloneConfig(outDir, { alias } = {}) {
  const upFront = upFrontChunk();
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), brandMarks(), standaloneLocales, upFront.plugin],
    resolve: alias ? { alias } : undefined,
    define: {
      __GATEHOUSE_STYLESHEET__: stylesheetUrl(`${STANDALONE}.css`),
      // React picks its production build by this; library mode leaves it to the host, here there is none.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // An application build rather than library mode: library mode keeps whitespace (for the host bundler's
    // pure annotations), and this file is not bundled again.
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      copyPublicDir: false,
      // React and everything imported statically in the script itself (issue 27: one file before Main, no
      // waterfall); bench:size reports its weight up front and later.
      chunkSizeWarningLimit: 1024,
      rollupOptions: {
        input: { [STANDALONE]: path.join(root, 'src/standalone.ts') },
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: `${STANDALONE}.[name]-[hash].js`,
          assetFileNames: `${STANDALONE}[extname]`,
          codeSplitting: { groups: [upFront.group] },
        },
      },
    },
  };
}

/**
 * The standalone script's languages: each locale module as a minified ES module of its own,
 * `gatehouse.standalone.<tag>.js`, which the script imports when a page shows that language (see
 * `standaloneLocales` above). The translations import nothing but a regional variant's base, which it imports
 * from the base's file (`gatehouse.standalone.es-419.js` from `gatehouse.standalone.es.js`); the pseudo-locale
 * carries its generator.
 */
export function standaloneLocalesConfig(outDir) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rollupOptions: {
        input: Object.fromEntries(localeTags().map((tag) => [`${STANDALONE}.${tag}`, path.join(LOCALES_DIR, `${tag}.ts`)])),
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: `${STANDALONE}.[name]-[hash].js` },
      },
    },
  };
}
