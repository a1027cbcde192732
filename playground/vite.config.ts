import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../vite.config.ts';

// The playground: a host page that mounts the widget, used by `npm start` and the end-to-end suite.
export default mergeConfig(
  base,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    server: { host: 'localhost' },
  }),
);
