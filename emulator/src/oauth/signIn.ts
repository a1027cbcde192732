/**
 * The end of every OAuth sign-in, whichever way the identity arrived (the emulated provider page, the One
 * Tap callback, the test control): the provider identity becomes a user, and a single-use token is issued
 * for the login or signup redirect URL (wire doc "Redirect tokens"), which `oauth/authenticate` exchanges.
 */
import type { OAuthProvider } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { checkRedirectUrl } from '../redirects.ts';
import { proveEmail } from '../users/identity.ts';
import { activateUser, addEmail, createUser, findEmail, setUserNameIfEmpty } from '../users/store.ts';
import { OAUTH_TOKEN_TTL_MS, type TestIdentity, redirectWithToken, splitName } from './provider.ts';
import { addRegistration, findRegistration, issueOAuthToken } from './store.ts';

/** A login or signup redirect URL of an OAuth sign-in, normalised, on the project's allowed list. */
export function checkOAuthRedirect(ctx: EmulatorContext, url: string, field: string): string {
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    throw apiError('no_match_for_provided_oauth_url', `${field} is not a URL.`);
  }
  checkRedirectUrl(ctx, url, field, 'no_match_for_provided_oauth_url');
  return href;
}

/**
 * Finds or creates the user behind a provider identity: first by the provider's subject, then by a
 * matching email (the provider vouches for it, so the accounts are linked and the email is verified),
 * else a new user. Returns whether the user was created (which picks the signup redirect URL).
 */
function userForIdentity(ctx: EmulatorContext, provider: OAuthProvider, identity: TestIdentity) {
  return ctx.db.transaction(() => {
    const now = ctx.clock.now();
    const known = findRegistration(ctx.db, provider, identity.subject);
    let emailRow = findEmail(ctx.db, identity.email);
    let userId: string;
    let created = false;
    if (known) {
      userId = known.user_id;
      if (!emailRow) emailRow = addEmail(ctx.db, userId, identity.email, now);
    } else if (emailRow) {
      userId = emailRow.user_id;
    } else {
      userId = createUser(ctx.db, now, 'active');
      emailRow = addEmail(ctx.db, userId, identity.email, now);
      created = true;
    }
    // Verify the address only when it is this user's: a subject seen before may come back with an email
    // that meanwhile belongs to someone else, which must not be taken over. The provider vouching for the
    // address is a proof like a magic link: a password set before it is no longer trusted (proveEmail).
    const emailId = emailRow.user_id === userId ? emailRow.email_id : '';
    if (emailId) {
      // A returning provider identity is the user's own; a first one only vouches for the address, which
      // may be an unproved address attached to someone else's account: it then moves to a user of its own.
      const proof = proveEmail(ctx, emailId, null, known !== undefined);
      if (proof.userId !== userId) {
        userId = proof.userId;
        created = true;
      }
    }
    activateUser(ctx.db, userId);
    if (identity.name) setUserNameIfEmpty(ctx.db, userId, splitName(identity.name));
    const registration =
      known ??
      addRegistration(ctx.db, {
        userId,
        provider,
        subject: identity.subject,
        profilePictureUrl: identity.profilePictureUrl,
        locale: identity.locale,
        now,
      });
    return { userId, registration, emailId, created };
  })();
}

/** Signs the identity in with the provider and issues the single-use token for the redirect URL. */
export function issueTokenForIdentity(
  ctx: EmulatorContext,
  input: {
    provider: OAuthProvider;
    identity: TestIdentity;
    codeChallenge: string | null;
    scopes: string[];
    loginRedirectUrl: string;
    signupRedirectUrl: string;
  },
) {
  const { userId, registration, emailId, created } = userForIdentity(ctx, input.provider, input.identity);
  const now = ctx.clock.now();
  const token = issueOAuthToken(ctx.db, {
    provider: input.provider,
    user_id: userId,
    oauth_user_registration_id: registration.oauth_user_registration_id,
    email_id: emailId,
    code_challenge: input.codeChallenge,
    scopes: JSON.stringify(input.scopes),
    user_created: created ? 1 : 0,
    created_at: now,
    expires_at: now + OAUTH_TOKEN_TTL_MS,
  });
  // Wire doc "Redirect tokens": a new user goes to the signup URL, a returning one to the login URL.
  const redirectUrl = redirectWithToken(created ? input.signupRedirectUrl : input.loginRedirectUrl, token);
  return { token, redirectUrl, userId, created, registration };
}
