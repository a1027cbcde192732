import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'test/e2e',
  // Two workers on two cores: a journey spends most of its time waiting on the browser and the emulator, each
  // worker has its own emulator (support/widget.ts), and a file's tests stay in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Upper bounds, not waits: every expectation polls for its state and returns as soon as it holds. They are
  // generous because on a busy machine (a load average several times its cores) pages and the emulator answer
  // slowly, and a journey must not fail for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The playground and the strict-CSP site, production builds served on free ports (support/global-setup.ts).
  globalSetup: './test/e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.GH_PLAYGROUND_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
