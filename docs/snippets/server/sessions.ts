import { createSessionVerifier } from 'gatehouse-auth/server';

// Once per server, not per request: it keeps the keys. The project id is the emulator's (it prints it on
// start, and shows it at http://localhost:8787/); in production, your project's id from the provider.
export const sessions = createSessionVerifier({
  projectId: 'project-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
  baseUrl: 'http://localhost:8787', // the emulator; omit for the provider's API
});
