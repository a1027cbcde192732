/**
 * Every backend API call (issue 37) shows in `/_emulator/events` as a `backend_api` event: the route, its
 * method and status, so a test can see what its server asked (and what was refused, a wrong secret included).
 */
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { recordEvent } from './store.ts';

const BACKEND_EVENT = 'backend_api';

export function recordBackendCalls(app: FastifyInstance, ctx: EmulatorContext): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { config, url } = request.routeOptions;
    if (config.auth === 'secret') {
      const { projectId } = ctx.config.current;
      recordEvent(ctx.db, ctx.clock.now(), {
        telemetry: {},
        event: {
          // The events' column for the caller's credential: a server's is the project, never its secret.
          public_token: projectId,
          event_name: BACKEND_EVENT,
          details: { method: request.method, route: url, request_id: request.id },
          http_status_code: reply.statusCode,
        },
      });
    }
    done();
  });
}
