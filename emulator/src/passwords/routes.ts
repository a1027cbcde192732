/**
 * Passwords (spec §7): create, authenticate, email reset start / reset, existing-password reset, session
 * reset and strength check. Passwords are hashed with scrypt and compared in constant time; a password
 * marked for reset answers `reset_password` (spec §4: the widget then starts a reset email).
 */
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { type ScryptCost, hashPassword, verifyPassword } from '../crypto.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { type Static, schemaOf } from '../http/schemas.ts';
import {
  PASSWORD_CREDENTIALS,
  PASSWORD_RESET_BY_EMAIL,
  PASSWORD_RESET_BY_EXISTING,
  PASSWORD_RESET_BY_SESSION,
  PASSWORD_RESET_START,
  PASSWORD_STRENGTH_CHECK,
} from '../../../src/wire/requests.ts';
import { completeAuthentication, emailFactor } from '../sessions/authenticate.ts';
import { sendResetEmail, withToken } from '../outbox/delivery.ts';
import { checkEmail, proveEmail } from '../users/identity.ts';
import { checkStrength, emailInputs, isBreached } from './strength.ts';
import { checkVerifier, requireChallenge } from '../pkce.ts';
import { checkRedirectUrl, checkSentRedirectUrls } from '../redirects.ts';
import { consumeEmailToken, expireEmailTokensOfUser, findEmailToken, issueEmailToken } from '../magicLinks/store.ts';
import { assertRecentFactor, recheckSession, revokeUserSessions } from '../sessions/store.ts';
import {
  type EmailRow,
  type PasswordRow,
  addEmail,
  createUser,
  findEmail,
  getEmail,
  getPassword,
  hasVerifiedEmail,
  markPasswordRequiresReset,
  passwordVersion,
  primaryEmail,
  rehashPassword,
  setPassword,
} from '../users/store.ts';
import type { RouteModule } from '../http/routes.ts';

/** Reset links live 30 minutes unless the call says otherwise (the provider's default). */
const DEFAULT_RESET_MINUTES = 30;
const MINUTE = 60_000;

const credentialsSchema = schemaOf(PASSWORD_CREDENTIALS);

const resetStartSchema = schemaOf(PASSWORD_RESET_START);

/** Refuses a new password that is breached or too weak for the policy, saying why. */
function assertStrong(ctx: EmulatorContext, candidate: string, address?: string): void {
  const result = checkStrength(candidate, ctx.config.current.passwordPolicy, emailInputs(address));
  if (result.breached_password) throw apiError('breached_password');
  if (!result.valid_password) {
    const { feedback, strength_policy } = result;
    const detail =
      strength_policy === 'luds'
        ? `It needs ${feedback.luds_requirements.missing_characters} more character(s) and ${feedback.luds_requirements.missing_complexity} more character type(s).`
        : feedback.warning || feedback.suggestions[0] || `Its strength score is ${result.score} of 4; at least 3 is needed.`;
    throw apiError('weak_password', `The password is too weak for the project's ${strength_policy} policy. ${detail}`, {
      error_details: result,
    });
  }
}

/**
 * Replaces the user's password (inside the caller's transaction). Every magic link and reset link still
 * unused ends with it: an earlier reset link stayed valid for its 30 minutes after the password was changed
 * by a later link or a session reset (issue 42 item 4).
 */
function changePassword(ctx: EmulatorContext, userId: string, hash: string, now: number, verified: boolean): void {
  setPassword(ctx.db, userId, hash, now, verified);
  expireEmailTokensOfUser(ctx.db, userId, now);
}

export const passwordRoutes: RouteModule = {
  name: 'passwords',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post('/passwords', { config: { auth: 'public' }, schema: { body: credentialsSchema } }, async (request, reply) => {
      const address = checkEmail(request.body.email);
      const existing = findEmail(ctx.db, address);
      if (existing)
        throw apiError('duplicate_email', 'A user with this email address already exists; log in or reset the password instead.');
      assertStrong(ctx, request.body.password, address);
      const hash = await hashPassword(request.body.password, ctx.passwordHashCost);
      const now = ctx.clock.now();
      // The existence check is repeated inside the transaction: another request may have signed up meanwhile.
      const emailRow = ctx.db.transaction((): EmailRow => {
        if (findEmail(ctx.db, address)) throw apiError('duplicate_email');
        const userId = createUser(ctx.db, now, 'active');
        const row = addEmail(ctx.db, userId, address, now);
        // Nobody has proved this address yet: the password is not trusted until someone does (users/identity.ts).
        setPassword(ctx.db, userId, hash, now, false);
        return row;
      })();
      const payload = await completeAuthentication(ctx, request, {
        userId: emailRow.user_id,
        factor: { ...emailFactor('password', emailRow, now), delivery_method: 'knowledge' },
        durationMinutes: request.body.session_duration_minutes,
      });
      return ok(request, reply, { email_id: emailRow.email_id, ...payload });
    });

    app.post('/passwords/authenticate', { config: { auth: 'optional' }, schema: { body: credentialsSchema } }, async (request, reply) => {
      const address = checkEmail(request.body.email);
      const { email: emailRow, password: stored } = await checkPassword(
        ctx,
        request,
        findEmail(ctx.db, address),
        request.body.password,
        'The email address or password is incorrect.',
      );
      if (stored.requires_reset === 1) throw apiError('reset_password');
      if (isBreached(request.body.password)) {
        // A stored password that is now on the breach list must be replaced before it is used again.
        markPasswordRequiresReset(ctx.db, emailRow.user_id);
        throw apiError('reset_password', 'This password appeared in a data breach and must be reset before logging in.');
      }
      const now = ctx.clock.now();
      const payload = await completeAuthentication(ctx, request, {
        userId: emailRow.user_id,
        factor: { ...emailFactor('password', emailRow, now), delivery_method: 'knowledge' },
        durationMinutes: request.body.session_duration_minutes,
        existing: request.optionalSession,
      });
      return ok(request, reply, payload);
    });

    app.post('/passwords/email/reset/start', { config: { auth: 'public' }, schema: { body: resetStartSchema } }, async (request, reply) => {
      const config = ctx.config.current;
      const address = checkEmail(request.body.email);
      checkSentRedirectUrls(ctx, {
        login_redirect_url: request.body.login_redirect_url,
        reset_password_redirect_url: request.body.reset_password_redirect_url,
      });
      requireChallenge(config.pkceRequired.passwordResets, request.body.code_challenge);
      const emailRow = findEmail(ctx.db, address);
      if (!emailRow) throw apiError('email_not_found');
      ctx.throttle.assertCanSend(request.ip, emailRow.email);
      const redirectUrl = checkRedirectUrl(
        ctx,
        request.body.reset_password_redirect_url ?? config.defaultRedirectUrls.resetPassword,
        'reset_password_redirect_url',
      );
      // The email also carries a link that logs in without a new password (`login_redirect_url`,
      // `stytch_token_type=login`); the same token authenticates at magic_links/authenticate.
      const loginUrl = checkRedirectUrl(ctx, request.body.login_redirect_url ?? config.defaultRedirectUrls.login, 'login_redirect_url');
      const minutes = request.body.reset_password_expiration_minutes ?? DEFAULT_RESET_MINUTES;
      const now = ctx.clock.now();
      const secret = issueEmailToken(ctx.db, {
        purpose: 'reset_password',
        userId: emailRow.user_id,
        emailId: emailRow.email_id,
        createdFor: 'reset_password',
        redirectUrl,
        codeChallenge: request.body.code_challenge ?? null,
        now,
        expiresAt: now + minutes * MINUTE,
      });
      sendResetEmail(ctx, {
        to: emailRow.email,
        link: withToken(redirectUrl, 'reset_password', secret),
        loginLink: withToken(loginUrl, 'login', secret),
        token: secret,
        expiresInMinutes: minutes,
      });
      return ok(request, reply, { user_id: emailRow.user_id, email_id: emailRow.email_id });
    });

    app.post('/passwords/email/reset', { config: { auth: 'optional' }, schema: { body: resetSchema } }, async (request, reply) => {
      return ok(request, reply, await resetByEmail(ctx, request, request.body));
    });

    app.post(
      '/passwords/existing_password/reset',
      {
        config: { auth: 'public' },
        schema: {
          body: schemaOf(PASSWORD_RESET_BY_EXISTING),
        },
      },
      async (request, reply) => {
        const address = checkEmail(request.body.email);
        const { email: emailRow, password: stored } = await checkPassword(
          ctx,
          request,
          findEmail(ctx.db, address),
          request.body.existing_password,
          'The email address or existing password is incorrect.',
        );
        // A password marked for reset (its address was since proved by someone else, users/identity.ts, or it
        // was breached) proves nothing: it is refused here as `passwords/authenticate` refuses it, or whoever
        // squatted the address would trade it for a fresh password and a session (issue 26 finding 1).
        if (stored.requires_reset === 1) throw apiError('reset_password');
        assertStrong(ctx, request.body.new_password, address);
        const hash = await hashPassword(request.body.new_password, ctx.passwordHashCost);
        const now = ctx.clock.now();
        ctx.db.transaction(() => {
          // The old password was checked before two awaits: if it was changed meanwhile (the owner's emailed
          // reset), knowing it proves nothing now (issue 42 item 2).
          if (passwordVersion(ctx.db, stored.user_id) !== stored.version)
            throw apiError('unauthorized_credentials', 'The email address or existing password is incorrect.');
          // Knowing the old password proves no more about the address than setting it did.
          changePassword(ctx, stored.user_id, hash, now, stored.verified === 1);
          revokeUserSessions(ctx.db, stored.user_id, now);
        })();
        const payload = await completeAuthentication(ctx, request, {
          userId: stored.user_id,
          factor: { ...emailFactor('password', emailRow, now), delivery_method: 'knowledge' },
          durationMinutes: request.body.session_duration_minutes,
        });
        return ok(request, reply, payload);
      },
    );

    app.post(
      '/passwords/session/reset',
      {
        config: { auth: 'session' },
        schema: { body: schemaOf(PASSWORD_RESET_BY_SESSION) },
      },
      async (request, reply) => {
        const { session } = request;
        // An old or stolen session, or one signed in only with a wallet, cannot replace the password.
        assertRecentFactor(ctx, session, 'reset_password');
        assertStrong(ctx, request.body.password, primaryEmail(ctx.db, session.user_id));
        const version = passwordVersion(ctx.db, session.user_id);
        const hash = await hashPassword(request.body.password, ctx.passwordHashCost);
        const now = ctx.clock.now();
        ctx.db.transaction(() => {
          // Checked again after scrypt (issue 42 item 2): a thief's reset that was checked, then outran by the
          // owner's emailed reset (which revoked the thief's session), must not land on top of it. So the
          // session must still be live with its recent factor, and the password the same version it was: a
          // session older than the last password change writes nothing.
          recheckSession(ctx, session, 'reset_password');
          if (passwordVersion(ctx.db, session.user_id) !== version) {
            throw apiError(
              'session_too_old_to_reset_password',
              'The password was changed while this reset ran; sign in with the new password and retry.',
            );
          }
          changePassword(ctx, session.user_id, hash, now, hasVerifiedEmail(ctx.db, session.user_id));
          // Other devices are signed out; the session that changed the password stays.
          revokeUserSessions(ctx.db, session.user_id, now, session.session_id);
        })();
        const payload = await completeAuthentication(ctx, request, {
          userId: session.user_id,
          existing: session,
          durationMinutes: request.body.session_duration_minutes,
        });
        return ok(request, reply, payload);
      },
    );

    app.post(
      '/passwords/strength_check',
      { config: { auth: 'public' }, schema: { body: schemaOf(PASSWORD_STRENGTH_CHECK) } },
      async (request, reply) => {
        const address = request.body.email === undefined ? undefined : checkEmail(request.body.email);
        return ok(request, reply, checkStrength(request.body.password, ctx.config.current.passwordPolicy, emailInputs(address)));
      },
    );
  },
};

/** A well-formed hash of a random password at the current cost: verifying against it costs what a real check costs. */
const dummyHashes = new Map<string, Promise<string>>();
function dummyHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.ln},${cost.r},${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword(`dummy-${crypto.randomUUID()}`, cost)));
  return hash;
}

/**
 * Checks the password of the user behind `emailRow` under the brute-force limits (throttle.ts): a locked
 * user or blocked address is refused before any hashing, and every wrong password counts. A hash made with
 * an older, weaker cost is replaced now that the password is known to be right.
 */
async function checkPassword(
  ctx: EmulatorContext,
  request: FastifyRequest,
  emailRow: EmailRow | undefined,
  candidate: string,
  wrongMessage: string,
): Promise<{ email: EmailRow; password: PasswordRow }> {
  const attempt = ctx.throttle.attempt(request.ip, emailRow?.user_id ?? null);
  if (!emailRow) throw apiError('email_not_found');
  const stored = getPassword(ctx.db, emailRow.user_id);
  // Hash even when there is no password, so "no password" and "wrong password" take the same time.
  const { matches, outdated } = await verifyPassword(
    candidate,
    stored?.hash ?? (await dummyHash(ctx.passwordHashCost)),
    ctx.passwordHashCost,
  );
  if (!stored || !matches) throw apiError('unauthorized_credentials', wrongMessage);
  attempt.release();
  if (outdated) rehashPassword(ctx.db, stored.user_id, stored.hash, await hashPassword(candidate, ctx.passwordHashCost));
  return { email: emailRow, password: stored };
}

const resetSchema = schemaOf(PASSWORD_RESET_BY_EMAIL);

async function resetByEmail(ctx: EmulatorContext, request: FastifyRequest, input: Static<typeof resetSchema>) {
  const now = ctx.clock.now();
  const attempt = ctx.throttle.attempt(request.ip, null);
  const row = findEmailToken(ctx.db, 'reset_password', input.token);
  if (!row) throw apiError('unable_to_auth_magic_link', 'The password reset token is not valid.');
  // A token that exists was no guess, whatever happens to it next.
  attempt.release();
  if (row.used_at !== null)
    throw apiError('unable_to_auth_magic_link', 'The password reset link has already been used; reset links work once.');
  if (row.expires_at <= now) throw apiError('unable_to_auth_magic_link', 'The password reset link has expired; request a new one.');
  checkVerifier(row.code_challenge, input.code_verifier, 'email_link', ctx.config.current.pkceRequired.passwordResets);
  const emailRow = getEmail(ctx.db, row.email_id);
  if (!emailRow || emailRow.user_id !== row.user_id)
    throw apiError('unable_to_auth_magic_link', 'The email address of this reset link was removed from the user.');
  assertStrong(ctx, input.password, emailRow.email);
  const hash = await hashPassword(input.password, ctx.passwordHashCost);
  const existing = request.optionalSession;
  const proof = ctx.db.transaction(() => {
    if (!consumeEmailToken(ctx.db, row.token_hash, now)) return null;
    // Following the emailed link proves control of the address like a magic link does (users/identity.ts
    // proveEmail: an unclaimed account loses what it gained before, an unproved secondary address moves to a
    // user of its own), so the new password is trusted. It is account recovery: every other session ends.
    const proved = proveEmail(ctx, emailRow.email_id, existing);
    changePassword(ctx, proved.userId, hash, now, true);
    revokeUserSessions(ctx.db, proved.userId, now, proved.sessionsRevoked ? '' : existing?.session_id);
    return proved;
  })();
  if (!proof) throw apiError('unable_to_auth_magic_link', 'The password reset link has already been used; reset links work once.');
  const payload = await completeAuthentication(ctx, request, {
    userId: proof.userId,
    factor: emailFactor('password', emailRow, now),
    durationMinutes: input.session_duration_minutes,
    existing: proof.sessionsRevoked ? null : existing,
  });
  return payload;
}
