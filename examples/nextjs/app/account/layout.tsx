import type { ReactNode } from 'react';
import { SignedIn } from 'gatehouse-auth';

export default function AccountLayout({ children }: { children: ReactNode }) {
  // In the server's HTML already: the root layout gave the providers the request's session (`initialSession`).
  return (
    <>
      <SignedIn>
        <p data-testid="signed-in">Signed in</p>
      </SignedIn>
      {children}
    </>
  );
}
