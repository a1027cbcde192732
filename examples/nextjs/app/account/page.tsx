import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessions } from '../../lib/session';
import { stytchClient } from '../../lib/stytch';
import { Settings } from './account-settings';
import { SignOutButton } from './sign-out-button';

export default async function AccountPage() {
  // The proxy already turned signed-out visitors away; a page still checks what it relies on, since the proxy
  // does not run for every way a page can be rendered.
  // The request's headers, not `cookies()`: with two session cookies (one for another path or a parent
  // domain), `cookies()` keeps the last, while the proxy and the browser's client read the first.
  const session = await sessions.getSession(await headers());
  if (!session) redirect('/?next=/account');
  // What the JWT does not carry, from the API through the provider's Node SDK (the emulator serves it too).
  const user = await stytchClient.users.get({ user_id: session.userId });
  return (
    <>
      <h1>Your account</h1>
      <dl>
        <dt>User</dt>
        <dd data-testid="user-id">{session.userId}</dd>
        <dt>Email</dt>
        <dd data-testid="email">{user.emails.map((email) => email.email).join(', ')}</dd>
        <dt>Session</dt>
        <dd>{session.sessionId}</dd>
        <dt>Signed in with</dt>
        <dd>
          <ul data-testid="factors">
            {session.authenticationFactors.map((factor) => (
              <li key={`${factor.delivery_method}-${factor.last_authenticated_at}`}>
                {factor.type} ({factor.delivery_method})
              </li>
            ))}
          </ul>
        </dd>
        <dt>Session ends</dt>
        <dd>{session.expiresAt.toISOString()}</dd>
      </dl>
      {/* The account page's sections, under the session the server checked above. */}
      <Settings />
      <SignOutButton />
    </>
  );
}
