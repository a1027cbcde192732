import type { ReactNode } from 'react';
import { connection } from 'next/server';
import 'gatehouse-auth/style.css';
import { gatehouseEnv } from '../lib/env';
import { Providers } from './providers';

export const metadata = { title: 'Gatehouse × Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request, so the project settings come from the server's environment when it starts, not when
  // it was built.
  await connection();
  return (
    <html lang="en">
      <body>
        <Providers publicToken={gatehouseEnv.publicToken} apiUrl={gatehouseEnv.apiUrl}>
          <main style={{ maxWidth: 480, margin: '2rem auto', fontFamily: 'sans-serif' }}>{children}</main>
        </Providers>
      </body>
    </html>
  );
}
