/**
 * The backend API's sessions (issue 37): what a host's server calls with the provider's Node SDK —
 * `sessions.authenticate` (by token or JWT; a revoked or expired session is refused, as the browser's own
 * refresh is), `sessions.get` (a user's live sessions) and `sessions.revoke`. They read and write the same
 * sessions as the SDK API, so a session the server revokes is gone for the browser at its next call.
 */
import { BACKEND_PATHS, BACKEND_SESSION_AUTHENTICATE, BACKEND_SESSION_REVOKE, BACKEND_SESSIONS_GET } from '../../../src/wire/backend.ts';
import { REGISTERED_CLAIMS, RESERVED_CLAIM_PREFIX } from '../../../src/wire/session.ts';
import { sessionNamedBy } from '../http/auth.ts';
import { apiError, backendError } from '../http/errors.ts';
import { okBackend, okWithJson } from '../http/reply.ts';
import { schemaOf } from '../http/schemas.ts';
import type { RouteModule } from '../http/routes.ts';
import { mergeMetadata, serializeUser } from '../users/store.ts';
import { backendSessionPayloadJson } from './authenticate.ts';
import { findLiveSession, listLiveSessions, recordAccess, revokeSession, serializeSession, setCustomClaims } from './store.ts';

const MINUTE = 60_000;

/** The one of `values` the caller sent; the SDK's calls take exactly one. */
function exactlyOne<T extends Record<string, string | undefined>>(values: T): [keyof T, string] {
  const given = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (given.length === 0) throw backendError('missing_session_arguments');
  if (given.length > 1) throw backendError('too_many_session_arguments');
  return given[0]!;
}

export const backendSessionRoutes: RouteModule = {
  name: 'backend sessions',
  prefix: '',
  register(app, ctx) {
    app.post(
      BACKEND_PATHS.sessionsAuthenticate,
      { config: { auth: 'secret' }, schema: { body: schemaOf(BACKEND_SESSION_AUTHENTICATE) } },
      async (request, reply) => {
        const { session_token, session_jwt, session_duration_minutes, session_custom_claims } = request.body;
        const [, secret] = exactlyOne({ session_token, session_jwt });
        let row = sessionNamedBy(ctx, secret);
        if (!row) throw backendError('session_not_found');
        if (session_custom_claims) {
          const reserved = Object.keys(session_custom_claims).find(
            (claim) => REGISTERED_CLAIMS.includes(claim) || claim.startsWith(RESERVED_CLAIM_PREFIX),
          );
          if (reserved !== undefined)
            throw backendError('invalid_session_custom_claims', `session_custom_claims may not set the reserved claim "${reserved}".`);
          const stored = JSON.parse(row.custom_claims) as Record<string, unknown>;
          row = setCustomClaims(ctx.db, row, mergeMetadata(stored, session_custom_claims, 'session_custom_claims'));
        }
        const now = ctx.clock.now();
        row = recordAccess(ctx.db, row, now, session_duration_minutes === undefined ? undefined : now + session_duration_minutes * MINUTE);
        // A JWT caller gets no opaque token back: only its digest is stored (sessions/store.ts).
        return okWithJson(request, reply, await backendSessionPayloadJson(ctx, row, session_token ?? ''), { envelope: false });
      },
    );

    app.get(
      BACKEND_PATHS.sessions,
      { config: { auth: 'secret' }, schema: { querystring: schemaOf(BACKEND_SESSIONS_GET) } },
      async (request, reply) => {
        const { user_id: userId } = request.query;
        if (!serializeUser(ctx.db, userId)) throw apiError('user_not_found');
        return okBackend(request, reply, { sessions: listLiveSessions(ctx.db, userId, ctx.clock.now()).map(serializeSession) });
      },
    );

    app.post(
      BACKEND_PATHS.sessionsRevoke,
      { config: { auth: 'secret' }, schema: { body: schemaOf(BACKEND_SESSION_REVOKE) } },
      async (request, reply) => {
        const [by, value] = exactlyOne(request.body);
        const row = by === 'session_id' ? findLiveSession(ctx.db, { sessionId: value }, ctx.clock.now()) : sessionNamedBy(ctx, value);
        if (!row) throw backendError('session_not_found');
        revokeSession(ctx.db, row.session_id, ctx.clock.now());
        return okBackend(request, reply, {});
      },
    );
  },
};
