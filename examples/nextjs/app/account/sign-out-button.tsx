'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useGatehouse } from 'gatehouse-auth';

export function SignOutButton() {
  const gatehouse = useGatehouse();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      // Ends the session at the API and removes the session cookies.
      await gatehouse.session.revoke();
    } finally {
      // Rendered again on the server without the cookie: the proxy sends the visitor to the sign-in page.
      router.refresh();
    }
  }
  return (
    <button type="button" onClick={() => void signOut()} disabled={busy}>
      Sign out
    </button>
  );
}
