import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import 'gatehouse-auth/style.css';
import { gatehouseEnv } from '../lib/env';
import { sessions } from '../lib/session';
import { Providers } from './providers';

export const metadata = { title: 'Gatehouse × Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request (it reads the request's headers), so the project settings come from the server's
  // environment when it starts, not when it was built. The session the request's cookie carries goes to the
  // client components, so `useSession`, <SignedIn> and <SignedOut> are right in the HTML (no signed-out flash).
  // The request's headers, not `cookies()`: see app/account/page.tsx.
  const initialSession = await sessions.getSession(await headers());
  return (
    <html lang="en">
      <body>
        <Providers publicToken={gatehouseEnv.publicToken} apiUrl={gatehouseEnv.apiUrl} initialSession={initialSession}>
          <main style={{ maxWidth: 480, margin: '2rem auto', fontFamily: 'sans-serif' }}>{children}</main>
        </Providers>
      </body>
    </html>
  );
}
