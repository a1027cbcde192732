/**
 * Email magic links (spec §7): login_or_create, send primary / secondary, authenticate. Tokens are single
 * use and expire (spec §9: 30 minutes for login and signup by default); the redirect URL must be allowed;
 * PKCE applies when a challenge was sent or the project requires it; `create_user_as_pending` (spec §3,
 * default false) keeps a new user pending until the link is used.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES } from '../../../src/wire/index.ts';
import { MAGIC_LINK_AUTHENTICATE, MAGIC_LINK_SEND, type MagicLinkSendBody } from '../../../src/wire/requests.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { type Same, type Static, schemaOf } from '../http/schemas.ts';
import { completeAuthentication, emailFactor } from '../sessions/authenticate.ts';
import { sendMagicLinkEmail, withToken } from '../outbox/delivery.ts';
import { attachEmail, checkEmail, loginOrCreateByEmail, proveEmail } from '../users/identity.ts';
import { checkVerifier, requireChallenge } from '../pkce.ts';
import { checkRedirectUrl, checkSentRedirectUrls } from '../redirects.ts';
import { consumeEmailToken, findEmailToken, issueEmailToken } from './store.ts';
import { type EmailRow, findEmail, getEmail } from '../users/store.ts';
import type { RouteModule } from '../http/routes.ts';

const MINUTE = 60_000;

const sendSchema = schemaOf(MAGIC_LINK_SEND);
const authenticateSchema = schemaOf(MAGIC_LINK_AUTHENTICATE);

/**
 * The send body, from its schema; the same type as the wire's `MagicLinkSendBody` the client sends (both are
 * made from `MAGIC_LINK_SEND`: this checks that a schema's static type is the wire's type of its shape).
 */
type SendBody = Static<typeof sendSchema>;
const _sendBodyIsTheWireBody: Same<SendBody, MagicLinkSendBody> = true;

/** Checks the body's redirect URLs and PKCE, then issues and mails a link for an existing email row. */
function sendLink(ctx: EmulatorContext, input: SendBody, emailRow: EmailRow, createdFor: 'login' | 'signup' | 'secondary') {
  const config = ctx.config.current;
  checkSentRedirectUrls(ctx, { login_magic_link_url: input.login_magic_link_url, signup_magic_link_url: input.signup_magic_link_url });
  requireChallenge(config.pkceRequired.emailMagicLinks, input.code_challenge);
  const signup = createdFor === 'signup';
  const redirectUrl = checkRedirectUrl(
    ctx,
    signup
      ? (input.signup_magic_link_url ?? config.defaultRedirectUrls.signup)
      : (input.login_magic_link_url ?? config.defaultRedirectUrls.login),
    signup ? 'signup_magic_link_url' : 'login_magic_link_url',
  );
  const minutes = (signup ? input.signup_expiration_minutes : input.login_expiration_minutes) ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES;
  const now = ctx.clock.now();
  const secret = issueEmailToken(ctx.db, {
    purpose: 'magic_links',
    userId: emailRow.user_id,
    emailId: emailRow.email_id,
    createdFor,
    redirectUrl,
    codeChallenge: input.code_challenge ?? null,
    now,
    expiresAt: now + minutes * MINUTE,
  });
  sendMagicLinkEmail(ctx, {
    to: emailRow.email,
    link: withToken(redirectUrl, 'magic_links', secret),
    token: secret,
    createdFor,
    expiresInMinutes: minutes,
  });
}

/** Sign-up when the address has never been verified; log-in otherwise. */
function linkKind(emailRow: EmailRow, created: boolean): 'login' | 'signup' {
  return created || emailRow.verified === 0 ? 'signup' : 'login';
}

export const magicLinkRoutes: RouteModule = {
  name: 'magic links',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post('/magic_links/email/login_or_create', { config: { auth: 'public' }, schema: { body: sendSchema } }, async (request, reply) => {
      const address = checkEmail(request.body.email);
      // Validate everything before creating a user, so a refused call leaves no trace.
      checkSentRedirectUrls(ctx, {
        login_magic_link_url: request.body.login_magic_link_url,
        signup_magic_link_url: request.body.signup_magic_link_url,
      });
      requireChallenge(ctx.config.current.pkceRequired.emailMagicLinks, request.body.code_challenge);
      ctx.throttle.assertCanSend(request.ip, address);
      const { email: emailRow, created } = loginOrCreateByEmail(ctx, address, request.body.create_user_as_pending === true);
      sendLink(ctx, request.body, emailRow, linkKind(emailRow, created));
      return ok(request, reply, { user_id: emailRow.user_id, email_id: emailRow.email_id, user_created: created });
    });

    app.post('/magic_links/email/send/primary', { config: { auth: 'public' }, schema: { body: sendSchema } }, async (request, reply) => {
      const emailRow = findEmail(ctx.db, checkEmail(request.body.email));
      if (!emailRow) throw apiError('email_not_found');
      ctx.throttle.assertCanSend(request.ip, emailRow.email);
      sendLink(ctx, request.body, emailRow, linkKind(emailRow, false));
      return ok(request, reply, { user_id: emailRow.user_id, email_id: emailRow.email_id });
    });

    app.post('/magic_links/email/send/secondary', { config: { auth: 'session' }, schema: { body: sendSchema } }, async (request, reply) => {
      const { session } = request;
      const address = checkEmail(request.body.email);
      checkSentRedirectUrls(ctx, {
        login_magic_link_url: request.body.login_magic_link_url,
        signup_magic_link_url: request.body.signup_magic_link_url,
      });
      requireChallenge(ctx.config.current.pkceRequired.emailMagicLinks, request.body.code_challenge);
      ctx.throttle.assertCanSend(request.ip, address);
      const emailRow = attachEmail(ctx, session, address);
      sendLink(ctx, request.body, emailRow, 'secondary');
      return ok(request, reply, { user_id: emailRow.user_id, email_id: emailRow.email_id });
    });

    app.post(
      '/magic_links/authenticate',
      { config: { auth: 'optional' }, schema: { body: authenticateSchema } },
      async (request, reply) => {
        return ok(request, reply, await authenticateMagicLink(ctx, request, request.body));
      },
    );
  },
};

async function authenticateMagicLink(ctx: EmulatorContext, request: FastifyRequest, input: Static<typeof authenticateSchema>) {
  const now = ctx.clock.now();
  const attempt = ctx.throttle.attempt(request.ip, null);
  // A reset email's token also logs in without a new password (its `stytch_token_type=login` link, and the
  // reset form's 'Login without a password'); it is spent either way.
  const row = findEmailToken(ctx.db, 'magic_links', input.token) ?? findEmailToken(ctx.db, 'reset_password', input.token);
  if (!row) throw apiError('unable_to_auth_magic_link', 'The magic link token is not valid.');
  // A token that exists was no guess, whatever happens to it next.
  attempt.release();
  if (row.used_at !== null) throw apiError('unable_to_auth_magic_link', 'The magic link has already been used; magic links work once.');
  if (row.expires_at <= now) throw apiError('unable_to_auth_magic_link', 'The magic link has expired; request a new one.');
  // A PKCE failure leaves the token unused, so the device that started the flow can still finish it. A backend
  // invite was started by the project's server, not a browser: it needs no verifier where the project opts in
  // (issue 42); every other link minted without a challenge is refused while the project requires PKCE.
  const { pkceRequired, pkceExempt } = ctx.config.current;
  const exempt = row.created_for === 'invite' && pkceExempt.backendInvites;
  checkVerifier(row.code_challenge, input.code_verifier, 'email_link', pkceRequired.emailMagicLinks && !exempt);
  const emailRow = getEmail(ctx.db, row.email_id);
  if (!emailRow || emailRow.user_id !== row.user_id)
    throw apiError('unable_to_auth_magic_link', 'The email address of this magic link was removed from the user.');
  const existing = request.optionalSession;
  const proof = ctx.db.transaction(() =>
    consumeEmailToken(ctx.db, row.token_hash, now) ? proveEmail(ctx, emailRow.email_id, existing) : null,
  )();
  if (!proof) throw apiError('unable_to_auth_magic_link', 'The magic link has already been used; magic links work once.');
  const payload = await completeAuthentication(ctx, request, {
    // The address may have moved to a user of its own (users/identity.ts proveEmail).
    userId: proof.userId,
    factor: emailFactor('magic_link', emailRow, now),
    durationMinutes: input.session_duration_minutes,
    existing: proof.sessionsRevoked ? null : existing,
  });
  return { method_id: emailRow.email_id, reset_sessions: false, ...payload };
}
