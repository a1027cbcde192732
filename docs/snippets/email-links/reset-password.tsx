import { ResetPassword } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import { config } from './config';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

export function ResetPasswordPage() {
  return (
    <ResetPassword
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
