import { createClient } from 'gatehouse-auth/client';
import { Login, type WidgetConfig } from 'gatehouse-auth';
import 'gatehouse-auth/style.css';

// One client per page. In development, point it at the local emulator and its fixed test token.
const client = createClient('public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001', {
  testBaseUrl: 'http://localhost:8787',
});

const config: WidgetConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['sms', 'email'], expirationMinutes: 5 },
  oauthOptions: {
    providers: [{ type: 'google' }, { type: 'github' }],
    // OAuth leaves the page: the provider sends the user back here, where `client.authenticateByUrl()`
    // completes the sign-in (see "Links that come back to your page"). The emulator accepts any
    // http://localhost URL; in production, URLs on your project's list of allowed redirect URLs.
    loginRedirectURL: 'http://localhost:5173/authenticate',
    signupRedirectURL: 'http://localhost:5173/authenticate',
  },
  sessionOptions: { sessionDurationMinutes: 60 },
};

export function SignIn() {
  return (
    <Login
      client={client}
      config={config}
      callbacks={{
        onEvent: (event) => {
          if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') window.location.assign('/dashboard');
        },
        onError: (error) => console.warn(error.message),
      }}
    />
  );
}
