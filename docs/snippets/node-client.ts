import { createClient, memoryCookies, memoryStorage } from 'gatehouse-auth/client';

const client = createClient('public-token-test-…', {
  testBaseUrl: 'http://localhost:8787',
  storage: memoryStorage(),
  cookies: memoryCookies(),
});
await client.otps.email.loginOrCreate('ada@example.com');
