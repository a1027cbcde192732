import express, { type NextFunction, type Request, type Response } from 'express';
import type { SessionClaims } from 'gatehouse-auth/server';
import { sessions } from './sessions';

const app = express();

// Express 5 passes a rejected promise on to its error handler: an outage of the key endpoint is a 500, not a
// signed-out visitor.
async function requireSession(request: Request, response: Response, next: NextFunction) {
  const session = await sessions.getSession(request.headers.cookie);
  if (!session) return void response.status(401).json({ error: 'Sign in first' });
  response.locals.session = session;
  next();
}

app.get('/api/me', requireSession, (_request, response) => {
  const session = response.locals.session as SessionClaims;
  response.json({ userId: session.userId });
});

app.listen(3001);
