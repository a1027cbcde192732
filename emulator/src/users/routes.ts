/**
 * Users (spec §7): users/search, GET and PUT users/me (untrusted metadata and the name, issue 39), and every DELETE /users/<factor>/{id} call.
 * Mutating calls answer `{ request_id, status_code, user_id, __user }`; GET users/me answers the user's
 * fields flat (wire doc "Payload shapes").
 */
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { params, resourceId, schemaOf } from '../http/schemas.ts';
import { USER_SEARCH, USER_UPDATE } from '../../../src/wire/requests.ts';
import { checkEmail } from './identity.ts';
import { assertRecentFactor } from '../sessions/store.ts';
import { DELETABLE_FACTORS, findEmail, getPassword, mergeMetadata, serializeUser, setName, setUntrustedMetadata } from './store.ts';
import type { RouteModule } from '../http/routes.ts';

export const userRoutes: RouteModule = {
  name: 'users',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post('/users/search', { config: { auth: 'public' }, schema: { body: schemaOf(USER_SEARCH) } }, async (request, reply) => {
      const found = findEmail(ctx.db, checkEmail(request.body.email));
      // camelCase `userType` on the wire (wire doc): new | password | passwordless.
      const userType = !found ? 'new' : getPassword(ctx.db, found.user_id) ? 'password' : 'passwordless';
      return ok(request, reply, { userType });
    });

    app.get('/users/me', { config: { auth: 'session' } }, async (request, reply) => {
      const user = serializeUser(ctx.db, request.session.user_id);
      if (!user) throw apiError('user_not_found');
      return ok(request, reply, user);
    });

    app.put(
      '/users/me',
      {
        config: { auth: 'session' },
        schema: { body: schemaOf(USER_UPDATE) },
      },
      async (request, reply) => {
        const { session } = request;
        const user = serializeUser(ctx.db, session.user_id);
        if (!user) throw apiError('user_not_found');
        const { name, untrusted_metadata } = request.body;
        const untrusted = mergeMetadata(user.untrusted_metadata, untrusted_metadata, 'untrusted_metadata');
        ctx.db.transaction(() => {
          if (name) setName(ctx.db, session.user_id, name);
          setUntrustedMetadata(ctx.db, session.user_id, untrusted);
        })();
        return ok(request, reply, { user_id: session.user_id, __user: serializeUser(ctx.db, session.user_id) });
      },
    );

    for (const factor of DELETABLE_FACTORS) {
      app.delete(
        `/users/${factor.segment}/:id`,
        { config: { auth: 'session' }, schema: { params: params({ id: resourceId }) } },
        async (request, reply) => {
          const { session } = request;
          // Removing a way to sign in or recover the account needs a recent sign-in (sessions/store.ts), so a
          // stolen or long-idle session cannot strip the owner's factors.
          assertRecentFactor(ctx, session, 'change_factors');
          if (!factor.remove(ctx.db, session.user_id, request.params.id)) throw apiError(factor.notFound);
          return ok(request, reply, { user_id: session.user_id, __user: serializeUser(ctx.db, session.user_id) });
        },
      );
    }
  },
};
