import { NextResponse, type NextRequest } from 'next/server';
import { sessions } from './lib/session';

/**
 * Next.js 16's proxy (formerly middleware): a visitor without a valid session JWT is sent to the sign-in page,
 * which brings them back after signing in. The check is local (signature, audience, expiry); a session
 * revoked elsewhere keeps its JWT valid until it expires, at most 5 minutes.
 */
export async function proxy(request: NextRequest) {
  if (await sessions.getSession(request)) return NextResponse.next();
  const signIn = new URL('/', request.url);
  signIn.searchParams.set('next', request.nextUrl.pathname);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ['/account/:path*'] };
