'use client';
// The provider's Next.js SDK with the race's config (bench/render/provider.js), its client against the same
// emulator (`endpoints`, as there); the effect tells the timing script when this component is hydrated.
import { useEffect, useState } from 'react';
import { createStytchClient, Products, StytchLogin, StytchProvider } from '@stytch/nextjs';

const REDIRECT = 'http://localhost/';
const config = {
  products: [Products.oauth, Products.otp, Products.passwords],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: REDIRECT, resetPasswordRedirectURL: REDIRECT },
};

export function SignIn({ api, token }) {
  const [client] = useState(() => createStytchClient(token, { endpoints: { testAPIURL: api, liveAPIURL: api } }));
  useEffect(() => window.__benchHydrated(), []);
  return (
    <StytchProvider stytch={client}>
      <StytchLogin config={config} />
    </StytchProvider>
  );
}
