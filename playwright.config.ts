import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // The playground runs on a free port chosen at start-up (test/e2e/support/global-setup.ts).
  globalSetup: './test/e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.GH_PLAYGROUND_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
