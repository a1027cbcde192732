// The package's build configurations, shared by `npm run build` (scripts/build.mjs), `npm run bench:size`
// and the end-to-end suite's built pages, so what is measured and tested is what ships.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { brandMarks } from './brand-marks.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** The package entries (`.`, `./client`, `./elements`, `./themes`, `./server`). */
export const entries = {
  index: 'src/index.ts',
  client: 'src/client/index.ts',
  elements: 'src/elements/index.ts',
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
 * The library: one ES module per entry, one CSS file. Every dependency stays external so the host's bundler
 * dedupes and tree-shakes it (the recipes runtime would otherwise be bundled in library mode: toolchain.md).
 */
export function libraryConfig(outDir) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), brandMarks()],
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
          // The React entries are client modules for React Server Components hosts (Next.js): importing `Login`
          // into a Server Component then works instead of failing on a CSS chunk. Not the headless client,
          // whose `createClient` a server module calls, nor `gatehouse/server`.
          banner: (chunk) => (chunk.isEntry && (chunk.name === 'index' || chunk.name === 'elements') ? "'use client';" : ''),
        },
      },
    },
  };
}

/**
 * The standalone script for pages without a bundler or React: one ES module with React and every dependency
 * inside (lazy screens inlined), minified, plus its stylesheet. It registers the custom elements on load.
 * `alias` swaps modules (the preact/compat measurement in bench/size.mjs).
 */
export function standaloneConfig(outDir, { alias } = {}) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), brandMarks()],
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
      // One file by design (React and every screen inside); bench:size reports its weight.
      chunkSizeWarningLimit: 1024,
      rollupOptions: {
        input: { [STANDALONE]: path.join(root, 'src/standalone.ts') },
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          assetFileNames: `${STANDALONE}[extname]`,
          codeSplitting: false,
        },
      },
    },
  };
}
