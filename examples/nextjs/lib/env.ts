/**
 * Where the app finds its Gatehouse project, read on the server at request time (not inlined at build time
 * like `NEXT_PUBLIC_*`), so one build runs against any emulator or project. The defaults are the local
 * emulator's (`npx gatehouse-emulator`, port 8787).
 */
export const gatehouseEnv = {
  publicToken: process.env.GATEHOUSE_PUBLIC_TOKEN ?? 'public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
  projectId: process.env.GATEHOUSE_PROJECT_ID ?? 'project-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
  /** The project's secret, for the server's calls through the provider's Node SDK (lib/stytch.ts); never sent to a browser. */
  secret: process.env.GATEHOUSE_SECRET ?? 'secret-test-4a9d2c71-5e38-4b6f-a1d0-gatehouse0001',
  /** The emulator's URL; leave it unset against the provider's own API. */
  apiUrl: process.env.GATEHOUSE_API_URL ?? 'http://localhost:8787',
};
