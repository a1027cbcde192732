/**
 * The published JWKS for `session_jwt`. Served where a backend looks for it: the provider-style
 * `/v1/sessions/jwks/{project_id}` and the conventional `/.well-known/jwks.json`. Plain JWKS JSON, no envelope.
 */
import { apiError } from '../http/errors.ts';
import { nonEmpty, params } from '../http/schemas.ts';
import { jwks } from './keys.ts';
import { jwksPath } from '../../../src/wire/session.ts';
import type { RouteModule } from '../http/routes.ts';

export const jwksRoutes: RouteModule = {
  name: 'jwks',
  prefix: '',
  register(app, ctx) {
    app.get('/.well-known/jwks.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(jwks(ctx.key)));
    // Public keys, for backends verifying session JWTs.
    app.get(
      jwksPath(':project_id'),
      { config: { auth: 'none' }, schema: { params: params({ project_id: nonEmpty(256) }) } },
      async (request, reply) => {
        if (request.params.project_id !== ctx.config.current.projectId) throw apiError('route_not_found', 'No project has this id.');
        return reply.header('cache-control', 'public, max-age=300').send(jwks(ctx.key));
      },
    );
  },
};
