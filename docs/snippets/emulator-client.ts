import { createClient } from 'gatehouse-auth/client';

// The emulator's test token (it prints it on start; `config.current.publicTokens.test` in code).
export const client = createClient('public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001', {
  testBaseUrl: 'http://localhost:8787',
});
