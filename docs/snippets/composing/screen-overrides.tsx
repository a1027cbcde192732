import { Login, type ScreenOverrides, type WidgetConfig } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });
const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

const screens: ScreenOverrides = {
  OTPAuthenticate: ({ Default, state }) => (
    <div className="my-card">
      <p>We sent a code to {state.otpState.otpDestination}.</p>
      <Default />
    </div>
  ),
};

export function SignIn() {
  return <Login client={client} config={config} screens={screens} />;
}
