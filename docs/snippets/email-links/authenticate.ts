import { createClient } from 'gatehouse-auth/client';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
if (result?.handled) {
  // Signed in: client.session.getSync() now holds the session.
} else if (result) {
  // A reset_password token: send the user to the page that mounts ResetPassword.
  window.location.assign(`/reset-password${window.location.search}`);
}
