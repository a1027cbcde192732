import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionClaims } from 'gatehouse-auth/server';
import { sessions } from './sessions';

// Hono's request is a fetch Request: the verifier reads the cookie from it. Runs on Node, Bun, Deno and Workers.
const requireSession = createMiddleware<{ Variables: { session: SessionClaims } }>(async (c, next) => {
  const session = await sessions.getSession(c.req.raw);
  if (!session) return c.json({ error: 'Sign in first' }, 401);
  c.set('session', session);
  await next();
});

export const app = new Hono().get('/api/me', requireSession, (c) => c.json({ userId: c.get('session').userId }));
