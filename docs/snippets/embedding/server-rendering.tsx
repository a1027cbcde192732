'use client';
import { useState } from 'react';
import { Login } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';

export function SignIn({ locale }: { locale?: string[] }) {
  // On a server `createClient` returns an inert client: the widget renders its first screen into the HTML with
  // it, and the browser's first render (with the real client) is the same, so hydration adopts it.
  const [client] = useState(() => createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' }));
  return <Login client={client} locale={locale} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />;
}
