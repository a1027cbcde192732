import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

const PLAYGROUND_PORT = 5173;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // localhost (not 127.0.0.1) so a WebAuthn rpID of "localhost" matches (toolchain.md).
    baseURL: `http://localhost:${PLAYGROUND_PORT}`,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
  webServer: [
    {
      command: `npx vite --config playground/vite.config.ts --port ${PLAYGROUND_PORT} --strictPort`,
      // Wait on the port, not a URL (toolchain.md).
      port: PLAYGROUND_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
