import { createClient } from 'gatehouse-auth/client';
import { GatehouseProvider, Login, SignedIn, SignedOut, useGatehouse, useUser } from 'gatehouse-auth';
import 'gatehouse-auth/style.css';

// Once, at module level: the client keeps the session, refreshes it and follows other tabs.
const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

export function App() {
  return (
    <GatehouseProvider client={client}>
      <Header />
      <SignedOut>
        <Login config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />
      </SignedOut>
      <SignedIn fallback={<p>Loading…</p>}>
        <p>Welcome back.</p>
      </SignedIn>
    </GatehouseProvider>
  );
}

function Header() {
  const { user } = useUser();
  const gatehouse = useGatehouse();
  if (!user) return null;
  return (
    <header>
      {user.emails[0]?.email}
      <button type="button" onClick={() => void gatehouse.session.revoke()}>
        Sign out
      </button>
    </header>
  );
}
