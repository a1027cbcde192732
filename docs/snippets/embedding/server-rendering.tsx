'use client';
import { useState } from 'react';
import { Login } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';

export function SignIn() {
  const [client] = useState(() =>
    typeof window === 'undefined' ? null : createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' }),
  );
  return <Login client={client} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />;
}
