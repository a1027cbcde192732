/** sessions/authenticate (extends when a duration is given) and sessions/revoke (spec §7, §4 "Session"). */
import { callerToken } from '../http/auth.ts';
import { ok, okWithJson } from '../http/reply.ts';
import { body, schemaOf } from '../http/schemas.ts';
import { SESSION_AUTHENTICATE } from '../../../src/wire/requests.ts';
import { sessionPayloadJson } from './authenticate.ts';
import { recordAccess, revokeSession } from './store.ts';
import type { RouteModule } from '../http/routes.ts';

export const sessionRoutes: RouteModule = {
  name: 'sessions',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post(
      '/sessions/authenticate',
      { config: { auth: 'session' }, schema: { body: schemaOf(SESSION_AUTHENTICATE) } },
      async (request, reply) => {
        // The call every signed-in tab makes every 3 minutes: the session and its user's revision were found
        // by one read (http/auth.ts), and the refresh writes only when it must (sessions/store.ts).
        const now = ctx.clock.now();
        const minutes = request.body.session_duration_minutes;
        const session = recordAccess(ctx.db, request.session, now, minutes === undefined ? undefined : now + minutes * 60_000);
        return okWithJson(request, reply, await sessionPayloadJson(ctx, session, callerToken(request)));
      },
    );

    app.post('/sessions/revoke', { config: { auth: 'session' }, schema: { body: body({}) } }, async (request, reply) => {
      revokeSession(ctx.db, request.session.session_id, ctx.clock.now());
      return ok(request, reply, {});
    });
  },
};
