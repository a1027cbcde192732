/// <reference types="node" />
import { createServer } from 'node:http';
import { sessions } from './sessions';

// Plain Node: the Cookie header, as the browser sent it, carries the session cookie the client wrote.
createServer(async (request, response) => {
  const session = await sessions.getSession(request.headers.cookie);
  response.setHeader('content-type', 'application/json');
  if (!session) {
    response.statusCode = 401;
    response.end(JSON.stringify({ error: 'Sign in first' }));
    return;
  }
  response.end(JSON.stringify({ userId: session.userId }));
}).listen(3001);
