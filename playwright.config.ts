import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Upper bounds, not waits: every expectation polls for its state and returns as soon as it holds. They are
  // generous because a busy machine (a load average several times its cores) serves the playground's modules
  // and the emulator's scrypt slowly, and a journey must not fail for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The playground runs on a free port chosen at start-up (test/e2e/support/global-setup.ts).
  globalSetup: './test/e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.GH_PLAYGROUND_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
