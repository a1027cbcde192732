import { createSessionVerifier, hasFactors } from 'gatehouse-auth/server';

// Once per server, not per request: it keeps the keys.
const sessions = createSessionVerifier({
  projectId: 'project-test-…',
  baseUrl: 'http://localhost:8787', // the emulator; omit for the provider's API
});

export async function handler(request: Request): Promise<Response> {
  const session = await sessions.getSession(request); // or Headers, Next's cookies(), a Cookie header
  if (!session) return new Response('Sign in first', { status: 401 });
  if (!hasFactors(session, ['password', ['totp', 'recovery_code']])) return new Response('Finish signing in', { status: 403 });
  return Response.json({ userId: session.userId, factors: session.authenticationFactors.map((factor) => factor.type) });
}
