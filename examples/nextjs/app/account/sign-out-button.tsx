'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useGatehouse } from 'gatehouse-auth';

export function SignOutButton() {
  const gatehouse = useGatehouse();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      // Ends the session at the API and removes the session cookies. After a failure, the second try signs
      // out here whatever the API answers (`forceClear`): the visitor asked twice to leave this device.
      await gatehouse.session.revoke({ forceClear: failed });
      // Rendered again on the server without the cookie: the proxy sends the visitor to the sign-in page.
      router.refresh();
    } catch {
      if (failed) router.refresh();
      // A failure is said, and the button works again (issue 42 item 6).
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" onClick={() => void signOut()} disabled={busy}>
        Sign out
      </button>
      {failed && <p role="alert">Signing out failed: the server did not answer. Sign out again to sign out on this device anyway.</p>}
    </>
  );
}
