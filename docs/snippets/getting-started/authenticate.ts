import { createClient } from 'gatehouse-auth/client';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

// On the page the redirect URLs name (http://localhost:5173/authenticate above), once as it loads:
const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
if (result?.handled) window.location.assign('/dashboard');
