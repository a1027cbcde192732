import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  use: { baseURL: 'http://localhost:5173' },
  webServer: [
    {
      // A fresh emulator for the run: nothing on disk, every user and code gone when it stops.
      command: 'npx --no -- gatehouse-emulator --port 8787 --in-memory',
      // Ready once it listens (its own page, http://localhost:8787/, says where everything is).
      port: 8787,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Your app, with the widget pointed at the emulator (`testBaseUrl: 'http://localhost:8787'`).
      command: 'npm run dev -- --port 5173',
      url: 'http://localhost:5173',
      reuseExistingServer: !process.env.CI,
    },
  ],
});
