import { Login, type WidgetConfig } from 'gatehouse-auth';

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } };

export function Welcome() {
  return (
    <Login
      config={config}
      strings={{
        'main.header': 'Welcome to Ada', // every language
        fr: { 'main.header': 'Bienvenue chez Ada' },
        de: { 'main.header': 'Willkommen bei Ada' },
      }}
    />
  );
}
