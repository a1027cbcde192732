import { hasFactors } from 'gatehouse-auth/server';
import { sessions } from './sessions';

// A fetch-style handler: Next.js route handlers, Remix, Deno, Bun, Cloudflare Workers.
export async function handler(request: Request): Promise<Response> {
  const session = await sessions.getSession(request); // or Headers, Next's cookies(), a Cookie header
  if (!session) return new Response('Sign in first', { status: 401 });
  if (!hasFactors(session, ['password', ['totp', 'recovery_code']])) return new Response('Finish signing in', { status: 403 });
  return Response.json({ userId: session.userId, factors: session.authenticationFactors.map((factor) => factor.type) });
}
