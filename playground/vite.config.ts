import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from '../vite.config.ts';
import { contentType, standaloneFile } from './standalone/files.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/**
 * `/standalone/`: the example page for sites without a bundler, served as plain files (no Vite transform)
 * with the standalone script from `dist/` — run `npm run build` first.
 */
const standaloneExample: Plugin = {
  name: 'gatehouse-standalone-example',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (!pathname.startsWith('/standalone/')) return next();
      const file = standaloneFile(pathname.slice('/standalone'.length), dist);
      if (!file || !existsSync(file)) {
        response.statusCode = 404;
        response.end(file ? 'The standalone example loads dist/gatehouse.standalone.js: run `npm run build` first.' : 'Not found');
        return;
      }
      response.setHeader('content-type', contentType(file));
      response.end(readFileSync(file));
    });
  },
};

// The playground: a host page that mounts the widget, used by `npm start` and the end-to-end suite.
export default mergeConfig(
  base,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    server: { host: 'localhost' },
    plugins: [standaloneExample],
    // The guides' examples the playground shows (docs/snippets) import the package by name, as a host does:
    // here that name is the source.
    resolve: {
      alias: [
        { find: /^gatehouse-auth$/, replacement: src('index.ts') },
        { find: /^gatehouse-auth\/client$/, replacement: src('client/index.ts') },
      ],
    },
    // A production build of the playground (the end-to-end suite's) from source has no package stylesheet to
    // link into shadow roots: one CSS file with the theme class, which src/elements/stylesheet.ts links
    // inside, stands in for it. Split per lazy chunk, the shadow root would miss the chunks' styles.
    build: { cssCodeSplit: false },
  }),
);
