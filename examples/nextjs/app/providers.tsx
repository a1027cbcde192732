'use client';
// The widget and the hooks run in the browser: this file, and every file that renders `Login` or calls a hook,
// starts with 'use client'. Without it Next.js renders them as Server Components and fails to bundle the
// widget's stylesheet.
import { useState, type ReactNode } from 'react';
import { GatehouseProvider } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import type { SessionClaims } from 'gatehouse-auth/server';

export function Providers({
  publicToken,
  apiUrl,
  initialSession,
  children,
}: {
  publicToken: string;
  apiUrl: string;
  /** What the server found in the request's session cookie (app/layout.tsx). */
  initialSession: SessionClaims | null;
  children: ReactNode;
}) {
  // One client for the app's lifetime. On the server `createClient` returns an inert client (no session, no
  // network): the widget renders its first screen in the HTML with it, the hooks answer `initialSession`
  // there, and the browser's client takes over once hydrated.
  // `path: '/'`: a cookie written without a path belongs to the directory of the page that wrote it (sign in
  // at /auth/callback and only /auth/… sees the session, and a sign-out elsewhere cannot remove it).
  const [client] = useState(() => createClient(publicToken, { testBaseUrl: apiUrl, cookieOptions: { path: '/' } }));
  return (
    <GatehouseProvider client={client} initialSession={initialSession}>
      {children}
    </GatehouseProvider>
  );
}
