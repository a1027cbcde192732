'use client';
// Gatehouse's `Login` with the race's config (bench/render/gatehouse.js), rendered on the server by Next.js
// and hydrated in the browser; the effect tells the timing script when this component is hydrated.
import { useEffect, useState } from 'react';
import { Login } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';

const REDIRECT = 'http://localhost/';
const config = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: REDIRECT, resetPasswordRedirectURL: REDIRECT },
};

export function SignIn({ api, token }) {
  const [client] = useState(() => createClient(token, { testBaseUrl: api }));
  useEffect(() => window.__benchHydrated(), []);
  return <Login client={client} config={config} />;
}
