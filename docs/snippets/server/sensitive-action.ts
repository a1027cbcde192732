import { sessions } from './sessions';
import { stytchClient } from './stytch-client';

// A change that must not outlive a sign-out elsewhere: the local check first (cheap, every request), then the
// API about the session itself, which refuses a revoked one at once. It can also lengthen the session.
export async function closeAccount(request: Request): Promise<Response> {
  const session = await sessions.getSession(request);
  if (!session) return new Response('Sign in first', { status: 401 });
  try {
    await stytchClient.sessions.authenticate({ session_jwt: sessions.sessionJwt(request)! });
  } catch {
    return new Response('Your session has ended: sign in again', { status: 401 });
  }
  await stytchClient.users.delete({ user_id: session.userId });
  return new Response(null, { status: 204 });
}
