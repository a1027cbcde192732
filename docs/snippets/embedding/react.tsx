import { Login, type WidgetConfig } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import 'gatehouse-auth/style.css';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });
const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };

export function SignIn() {
  return (
    <Login
      client={client}
      config={config}
      styles={{ colors: { primary: '#3B2412' } }}
      callbacks={{ onEvent: (event) => console.log(event.type), onError: (error) => console.error(error.message) }}
    />
  );
}
