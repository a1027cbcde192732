import { createClient } from 'gatehouse-auth/client';
import { Login } from 'gatehouse-auth';
import 'gatehouse-auth/style.css';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

// Google sends the user back to the redirect URL with a token in the address: complete the sign-in there
// (on a visit without one it resolves null). The emulator accepts any http://localhost redirect URL.
const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
if (result?.handled) location.assign('/');

export function SignIn() {
  return (
    <Login
      client={client}
      config={{
        products: ['otp', 'oauth'],
        otpOptions: { methods: ['sms', 'email'] },
        oauthOptions: {
          providers: [{ type: 'google' }],
          loginRedirectURL: 'http://localhost:5173/sign-in',
          signupRedirectURL: 'http://localhost:5173/sign-in',
        },
      }}
      callbacks={{
        onEvent: (event) => {
          if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') location.assign('/');
        },
      }}
    />
  );
}
