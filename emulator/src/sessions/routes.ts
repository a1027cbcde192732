/** sessions/authenticate (extends when a duration is given) and sessions/revoke (spec §7, §4 "Session"). */
import { callerToken, requireSession } from '../http/auth.ts';
import { Type } from 'typebox';
import { ok, okWithJson } from '../http/reply.ts';
import { body, sessionDurationMinutes } from '../http/schemas.ts';
import { sessionPayloadJson } from './authenticate.ts';
import { revokeSession } from './store.ts';
import type { RouteModule } from '../http/routes.ts';

export const sessionRoutes: RouteModule = {
  name: 'sessions',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post(
      '/sessions/authenticate',
      { schema: { body: body({ session_duration_minutes: Type.Optional(sessionDurationMinutes) }) } },
      async (request, reply) => {
        // Found and refreshed in one statement: this is the call every signed-in tab makes every 3 minutes.
        const now = ctx.clock.now();
        const minutes = request.body.session_duration_minutes;
        const session = requireSession(ctx, request, { now, expiresAt: minutes === undefined ? undefined : now + minutes * 60_000 });
        return okWithJson(request, reply, await sessionPayloadJson(ctx, session, callerToken(ctx, request)));
      },
    );

    app.post('/sessions/revoke', { schema: { body: body({}) } }, async (request, reply) => {
      const session = requireSession(ctx, request);
      revokeSession(ctx.db, session.session_id, ctx.clock.now());
      return ok(request, reply, {});
    });
  },
};
