/** sessions/authenticate (extends when a duration is given) and sessions/revoke (spec §7, §4 "Session"). */
import { requireSession } from '../http/auth.ts';
import { Type } from 'typebox';
import { ok } from '../http/reply.ts';
import { body, sessionDurationMinutes } from '../http/schemas.ts';
import { completeAuthentication } from './authenticate.ts';
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
        const session = await requireSession(ctx, request);
        const payload = await completeAuthentication(ctx, request, {
          userId: session.user_id,
          existing: session,
          durationMinutes: request.body.session_duration_minutes,
        });
        return ok(request, reply, payload);
      },
    );

    app.post('/sessions/revoke', { schema: { body: body({  }) } }, async (request, reply) => {
      const session = await requireSession(ctx, request);
      revokeSession(ctx.db, session.session_id, ctx.clock.now());
      return ok(request, reply, {});
    });
  },
};
