/**
 * The backend API's users (issue 37): what a host's server calls with the provider's Node SDK — create, get,
 * update (name, both metadata objects, `external_id` and `roles`), delete, search, and the factor deletions. The same users the
 * browser signs in as: `trusted_metadata` set here is what the browser reads (and cannot change), a factor
 * removed here is gone from its next `users/me`, and a deleted user's sessions end with it.
 */
import { Type } from 'typebox';
import { BACKEND_PATHS, BACKEND_USER_CREATE, BACKEND_USER_SEARCH, BACKEND_USER_UPDATE } from '../../../src/wire/backend.ts';
import type { User } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError, backendError } from '../http/errors.ts';
import { okBackend } from '../http/reply.ts';
import { body, params, resourceId, schemaOf } from '../http/schemas.ts';
import type { RouteModule } from '../http/routes.ts';
import { checkEmail, checkPhone } from './identity.ts';
import { SEARCH_QUERY, searchUserIds } from './search.ts';
import {
  BACKEND_DELETABLE_FACTORS,
  addEmail,
  addPhone,
  createUser,
  deleteUser,
  findEmail,
  findPhone,
  findUserByExternalId,
  mergeMetadata,
  serializeUser,
  setExternalId,
  setName,
  setRoles,
  setTrustedMetadata,
  setUntrustedMetadata,
} from './store.ts';

const userParams = params({ user_id: resourceId });
const searchSchema = body({ ...schemaOf(BACKEND_USER_SEARCH).properties, query: Type.Optional(SEARCH_QUERY) });

/** Refuses an external id another user has (the provider's: unique within the project); `userId`'s own is fine. */
function assertExternalIdFree(ctx: EmulatorContext, externalId: string | undefined, userId?: string): void {
  if (externalId === undefined) return;
  const owner = findUserByExternalId(ctx.db, externalId);
  if (owner !== undefined && owner !== userId) throw backendError('duplicate_external_id');
}

function userOrNotFound(ctx: EmulatorContext, userId: string): User {
  const user = serializeUser(ctx.db, userId);
  if (!user) throw apiError('user_not_found');
  return user;
}

export const backendUserRoutes: RouteModule = {
  name: 'backend users',
  prefix: '',
  register(app, ctx) {
    app.post(
      BACKEND_PATHS.users,
      { config: { auth: 'secret' }, schema: { body: schemaOf(BACKEND_USER_CREATE) } },
      async (request, reply) => {
        // `attributes` (fraud-detection hints) are checked by the schema and not kept: the User has no field for them.
        const { email, phone_number, name, create_user_as_pending, trusted_metadata, untrusted_metadata, external_id, roles } =
          request.body;
        if (email === undefined && phone_number === undefined) throw backendError('missing_email_or_phone_number');
        // Everything checked before anything is written, so a refused call leaves no trace.
        const address = email === undefined ? undefined : checkEmail(email);
        const phone = phone_number === undefined ? undefined : checkPhone(phone_number);
        if (address !== undefined && findEmail(ctx.db, address)) throw apiError('duplicate_email');
        if (phone !== undefined && findPhone(ctx.db, phone)) throw apiError('duplicate_phone_number');
        assertExternalIdFree(ctx, external_id);
        const trusted = mergeMetadata({}, trusted_metadata, 'trusted_metadata');
        const untrusted = mergeMetadata({}, untrusted_metadata, 'untrusted_metadata');
        const now = ctx.clock.now();
        const status = create_user_as_pending === true ? 'pending' : 'active';
        const created = ctx.db.transaction(() => {
          const userId = createUser(ctx.db, now, status);
          const emailRow = address === undefined ? undefined : addEmail(ctx.db, userId, address, now);
          const phoneRow = phone === undefined ? undefined : addPhone(ctx.db, userId, phone, now);
          if (name) setName(ctx.db, userId, name);
          setTrustedMetadata(ctx.db, userId, trusted);
          setUntrustedMetadata(ctx.db, userId, untrusted);
          if (external_id !== undefined) setExternalId(ctx.db, userId, external_id);
          if (roles !== undefined) setRoles(ctx.db, userId, roles);
          return { userId, emailId: emailRow?.email_id ?? '', phoneId: phoneRow?.phone_id ?? '' };
        })();
        return okBackend(request, reply, {
          user_id: created.userId,
          email_id: created.emailId,
          phone_id: created.phoneId,
          status,
          user: userOrNotFound(ctx, created.userId),
        });
      },
    );

    app.get(BACKEND_PATHS.user, { config: { auth: 'secret' }, schema: { params: userParams } }, async (request, reply) =>
      // `users.get` answers the user's fields flat (users.d.ts `UsersGetResponse`).
      okBackend(request, reply, userOrNotFound(ctx, request.params.user_id)),
    );

    app.put(
      BACKEND_PATHS.user,
      { config: { auth: 'secret' }, schema: { params: userParams, body: schemaOf(BACKEND_USER_UPDATE) } },
      async (request, reply) => {
        const { user_id: userId } = request.params;
        const before = userOrNotFound(ctx, userId);
        const { name, trusted_metadata, untrusted_metadata, external_id, roles } = request.body;
        const trusted = mergeMetadata(before.trusted_metadata, trusted_metadata, 'trusted_metadata');
        const untrusted = mergeMetadata(before.untrusted_metadata, untrusted_metadata, 'untrusted_metadata');
        ctx.db.transaction(() => {
          assertExternalIdFree(ctx, external_id, userId);
          if (name) setName(ctx.db, userId, name);
          if (trusted_metadata) setTrustedMetadata(ctx.db, userId, trusted);
          if (untrusted_metadata) setUntrustedMetadata(ctx.db, userId, untrusted);
          if (external_id !== undefined) setExternalId(ctx.db, userId, external_id);
          // The roles given replace those assigned before (the provider's explicit assignment).
          if (roles !== undefined) setRoles(ctx.db, userId, roles);
        })();
        const user = userOrNotFound(ctx, userId);
        return okBackend(request, reply, {
          user_id: userId,
          emails: user.emails,
          phone_numbers: user.phone_numbers,
          crypto_wallets: user.crypto_wallets,
          user,
        });
      },
    );

    app.delete(BACKEND_PATHS.user, { config: { auth: 'secret' }, schema: { params: userParams } }, async (request, reply) => {
      // Its sessions, factors and tokens are deleted with it (ON DELETE CASCADE): the browser's next call fails.
      if (!deleteUser(ctx.db, request.params.user_id)) throw apiError('user_not_found');
      return okBackend(request, reply, { user_id: request.params.user_id });
    });

    app.post(BACKEND_PATHS.usersSearch, { config: { auth: 'secret' }, schema: { body: searchSchema } }, async (request, reply) => {
      const { userIds, total, nextCursor } = searchUserIds(ctx.db, request.body);
      return okBackend(request, reply, {
        results: userIds.flatMap((userId) => serializeUser(ctx.db, userId) ?? []),
        results_metadata: { total, next_cursor: nextCursor },
      });
    });

    for (const factor of BACKEND_DELETABLE_FACTORS) {
      app.delete(
        `${BACKEND_PATHS.users}/${factor.segment}/:id`,
        { config: { auth: 'secret' }, schema: { params: params({ id: resourceId }) } },
        async (request, reply) => {
          // The server is trusted with any user's factors: no recent sign-in is asked for, unlike the browser's call.
          const userId = factor.ownerOf(ctx.db, request.params.id);
          if (userId === undefined || !factor.remove(ctx.db, userId, request.params.id)) throw apiError(factor.notFound);
          return okBackend(request, reply, { user_id: userId, user: userOrNotFound(ctx, userId) });
        },
      );
    }
  },
};
