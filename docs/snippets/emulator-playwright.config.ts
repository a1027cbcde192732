import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  use: { baseURL: 'http://localhost:5173' },
  webServer: [
    {
      // A fresh emulator for the run: nothing on disk, every user and code gone when it stops.
      command: 'npx --no -- gatehouse-emulator --port 8787 --in-memory',
      // Wait on the port, not a URL: the emulator answers `/` with a 404, which is not "ready".
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
