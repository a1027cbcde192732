/**
 * The backend API's `POST /v1/magic_links/email/invite` (issue 37, magic_links_email.d.ts
 * `MagicLinksEmailInviteRequest`): the project's server invites someone by email. The invitee is a pending
 * user (with the name and metadata the server gave) until they follow the link, an ordinary magic link
 * (`stytch_token_type=magic_links`) that the widget's magic-link path authenticates, which activates them.
 * Where the project requires PKCE for email links, invites work only with `pkceExempt.backendInvites` (issue 42).
 */
import { BACKEND_MAGIC_LINK_INVITE, BACKEND_PATHS, DEFAULT_INVITE_EXPIRATION_MINUTES } from '../../../src/wire/backend.ts';
import { apiError } from '../http/errors.ts';
import { okBackend } from '../http/reply.ts';
import { schemaOf } from '../http/schemas.ts';
import type { RouteModule } from '../http/routes.ts';
import { sendMagicLinkEmail, withToken } from '../outbox/delivery.ts';
import { checkRedirectUrl } from '../redirects.ts';
import { checkEmail, loginOrCreateByEmail } from '../users/identity.ts';
import { findEmail, mergeMetadata, serializeUser, setName, setTrustedMetadata, setUntrustedMetadata } from '../users/store.ts';
import { issueEmailToken } from './store.ts';

const MINUTE = 60_000;
const INVITE_NEEDS_EXEMPTION =
  'This project requires PKCE (pkce) for email magic links, and an invite carries no code_challenge: set the emulator config pkceExempt.backendInvites to let invites redeem without a verifier.';

export const inviteRoutes: RouteModule = {
  name: 'backend magic-link invites',
  prefix: '',
  register(app, ctx) {
    app.post(
      BACKEND_PATHS.magicLinkInvite,
      { config: { auth: 'secret' }, schema: { body: schemaOf(BACKEND_MAGIC_LINK_INVITE) } },
      async (request, reply) => {
        const input = request.body;
        const address = checkEmail(input.email);
        // No browser holds a verifier for an invite (issue 42): where the project requires PKCE for email links,
        // its links redeem only if the project opts in; otherwise say so now rather than mail a dead link.
        const { pkceRequired, pkceExempt } = ctx.config.current;
        if (pkceRequired.emailMagicLinks && !pkceExempt.backendInvites) throw apiError('missing_code_challenge', INVITE_NEEDS_EXEMPTION);
        // Everything checked before a user is created, so a refused call leaves no trace.
        const redirectUrl = checkRedirectUrl(
          ctx,
          input.invite_magic_link_url ?? ctx.config.current.defaultRedirectUrls.signup,
          'invite_magic_link_url',
        );
        const found = findEmail(ctx.db, address);
        const existing = found ? serializeUser(ctx.db, found.user_id) : null;
        // An invite is for someone who has not signed up: an active user is answered as the address taken.
        if (existing && existing.status === 'active') throw apiError('duplicate_email', 'This email address belongs to an active user.');
        const trusted = mergeMetadata(existing?.trusted_metadata, input.trusted_metadata, 'trusted_metadata');
        const untrusted = mergeMetadata(existing?.untrusted_metadata, input.untrusted_metadata, 'untrusted_metadata');
        ctx.throttle.assertCanSend(request.ip, address);
        const now = ctx.clock.now();
        const minutes = input.invite_expiration_minutes ?? DEFAULT_INVITE_EXPIRATION_MINUTES;
        const { emailRow, token } = ctx.db.transaction(() => {
          const { email: row } = loginOrCreateByEmail(ctx, address, true);
          if (input.name) setName(ctx.db, row.user_id, input.name);
          if (input.trusted_metadata) setTrustedMetadata(ctx.db, row.user_id, trusted);
          if (input.untrusted_metadata) setUntrustedMetadata(ctx.db, row.user_id, untrusted);
          const secret = issueEmailToken(ctx.db, {
            purpose: 'magic_links',
            userId: row.user_id,
            emailId: row.email_id,
            createdFor: 'invite',
            redirectUrl,
            codeChallenge: null,
            now,
            expiresAt: now + minutes * MINUTE,
          });
          return { emailRow: row, token: secret };
        })();
        sendMagicLinkEmail(ctx, {
          to: emailRow.email,
          link: withToken(redirectUrl, 'magic_links', token),
          token,
          createdFor: 'invite',
          expiresInMinutes: minutes,
        });
        return okBackend(request, reply, { user_id: emailRow.user_id, email_id: emailRow.email_id });
      },
    );
  },
};
