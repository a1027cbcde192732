/** Finding users by email or phone, creating them on first use (the "login_or_create" calls of spec §7). */
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { E164_PATTERN, EMAIL_PATTERN } from '../http/schemas.ts';
import { type SessionRow, assertRecentFactor, factorsOf, revokeUserSessions } from '../sessions/store.ts';
import {
  type EmailRow,
  type PhoneRow,
  activateUser,
  addEmail,
  addPhone,
  createUser,
  deleteUnclaimedFactors,
  findEmail,
  findPhone,
  getEmail,
  getPassword,
  hasUnverifiedEmailOnly,
  isFoundingEmail,
  markPasswordRequiresReset,
  markPasswordVerified,
  moveEmailToNewUser,
  verifyEmail,
} from './store.ts';

/**
 * Code points that render as nothing or reorder text: controls, format characters (zero-width joiners and
 * spaces, bidi overrides), surrogates, private use, unassigned, line and paragraph separators. An address
 * with one of them would look like another user's address and still be a different account.
 */
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}]/u;

/**
 * An email address in the one form it is stored and looked up in: NFKC-normalised (full-width and
 * compatibility characters fold to their plain forms, as RFC 8265's identifier profiles do), trimmed,
 * free of invisible characters; null when it is not an address.
 */
export function canonicalEmail(email: string): string | null {
  const normalized = email.normalize('NFKC').trim();
  return INVISIBLE.test(normalized) || !EMAIL_PATTERN.test(normalized) ? null : normalized;
}

export function checkEmail(email: string): string {
  const canonical = canonicalEmail(email);
  if (canonical === null) throw apiError('invalid_email');
  return canonical;
}

export function checkPhone(phoneNumber: string): string {
  if (!E164_PATTERN.test(phoneNumber)) throw apiError('invalid_phone_number');
  return phoneNumber;
}

export function loginOrCreateByEmail(ctx: EmulatorContext, email: string, pending: boolean): { email: EmailRow; created: boolean } {
  return ctx.db.transaction(() => {
    const found = findEmail(ctx.db, email);
    if (found) return { email: found, created: false };
    const now = ctx.clock.now();
    const userId = createUser(ctx.db, now, pending ? 'pending' : 'active');
    return { email: addEmail(ctx.db, userId, email, now), created: true };
  })();
}

export function loginOrCreateByPhone(ctx: EmulatorContext, phoneNumber: string, pending: boolean): { phone: PhoneRow; created: boolean } {
  return ctx.db.transaction(() => {
    const found = findPhone(ctx.db, phoneNumber);
    if (found) return { phone: found, created: false };
    const now = ctx.clock.now();
    const userId = createUser(ctx.db, now, pending ? 'pending' : 'active');
    return { phone: addPhone(ctx.db, userId, phoneNumber, now), created: true };
  })();
}

/**
 * A user whose only email addresses are unverified may not gain another email or phone number: "we also do
 * not allow the addition of a new email address to an existing Stytch User with an unverified email
 * address in order to prevent this same account takeover vector" (stytch.com/docs/guides/passwords/
 * email-verification/overview), and adding a phone number then answers `too_many_unverified_factors` (the
 * provider's MFA guide). Otherwise whoever signed up with someone else's address could attach a way back
 * in before the owner claims the account.
 */
function assertMayAddFactor(ctx: EmulatorContext, userId: string): void {
  if (hasUnverifiedEmailOnly(ctx.db, userId)) {
    throw apiError('too_many_unverified_factors', "Verify this user's email address before adding another email address or phone number.");
  }
}

/**
 * Secondary sends attach the address to the session's user, unless another user already owns it. A send to
 * an address the user already has is a re-authentication and needs nothing more; attaching a new one is
 * adding a factor, which needs a recent sign-in (sessions/store.ts `assertRecentFactor`).
 */
export function attachEmail(ctx: EmulatorContext, session: SessionRow, email: string): EmailRow {
  return ctx.db.transaction(() => {
    const found = findEmail(ctx.db, email);
    if (found && found.user_id !== session.user_id) throw apiError('duplicate_email');
    if (found) return found;
    assertRecentFactor(ctx, session, 'change_factors');
    assertMayAddFactor(ctx, session.user_id);
    return addEmail(ctx.db, session.user_id, email, ctx.clock.now());
  })();
}

export function attachPhone(ctx: EmulatorContext, session: SessionRow, phoneNumber: string): PhoneRow {
  return ctx.db.transaction(() => {
    const found = findPhone(ctx.db, phoneNumber);
    if (found && found.user_id !== session.user_id) throw apiError('duplicate_phone_number');
    if (found) return found;
    assertRecentFactor(ctx, session, 'change_factors');
    assertMayAddFactor(ctx, session.user_id);
    return addPhone(ctx.db, session.user_id, phoneNumber, ctx.clock.now());
  })();
}

/**
 * A sign-in that proves control of an email address (a magic link, an email passcode, an emailed password
 * reset, an OAuth provider vouching for it): the address becomes verified and a pending user active.
 * Returns the user the sign-in belongs to, and whether that user's sessions were revoked (the sign-in must
 * then start a new session).
 *
 * Account pre-hijacking: anyone can create a password for an address they do not own, and the account is
 * later joined to the owner's sign-ins by that address. So a password set before the address was proved is
 * not trusted once someone proves it: the password must be reset (`passwords/authenticate` answers
 * `reset_password`) and every session of the user ends, the password-holder's first session included. The
 * provider "automatically deduplicates accounts by email address, but we can only safely do so without
 * requiring a password reset if the user's email address has already been verified"
 * (stytch.com/docs/guides/passwords/email-verification/overview). Every other way in that the account
 * gained meanwhile (a passkey, a wallet, a TOTP app registered from the password's session) goes too: it
 * was added by whoever held the unproved address, and would outlive the reset (issue 26 finding 2).
 * When the proof comes inside a session that itself signed in with that password, it is the same person
 * verifying their address (the provider's "email verification after password creation" flow), and the
 * password and what it added stay trusted.
 *
 * An unproved address attached to an existing account later (a secondary send) is not the account's: the
 * provider joins sign-ins to an account by email only once the address is verified (the guide above, and
 * its OAuth email behaviour: "we cannot safely make account deduplication decisions" on an unverified
 * address). So a proof from outside that account's own sessions and identities moves the address to a new
 * user of its own, the prover's; the account that attached it loses it. Otherwise attaching someone's
 * address unverified would capture their later sign-up (issue 26 finding 6).
 * `ownIdentity`: the proof comes from one of the user's own sign-in identities (an OAuth registration).
 */
export function proveEmail(
  ctx: EmulatorContext,
  emailId: string,
  existing: SessionRow | null = null,
  ownIdentity = false,
): { userId: string; sessionsRevoked: boolean } {
  return ctx.db.transaction(() => {
    const email = getEmail(ctx.db, emailId);
    if (!email) throw apiError('email_not_found');
    const insideAccount = ownIdentity || existing?.user_id === email.user_id;
    const founding = isFoundingEmail(ctx.db, email.email_id);
    if (email.verified === 0 && !founding && !insideAccount) {
      return { userId: moveEmailToNewUser(ctx.db, email.email_id, ctx.clock.now()), sessionsRevoked: false };
    }
    verifyEmail(ctx.db, email.email_id);
    activateUser(ctx.db, email.user_id);
    const password = getPassword(ctx.db, email.user_id);
    if (!password || password.verified === 1) return { userId: email.user_id, sessionsRevoked: false };
    const samePerson = existing?.user_id === email.user_id && factorsOf(existing).some((factor) => factor.type === 'password');
    if (samePerson) {
      markPasswordVerified(ctx.db, email.user_id);
      return { userId: email.user_id, sessionsRevoked: false };
    }
    markPasswordRequiresReset(ctx.db, email.user_id);
    if (founding) deleteUnclaimedFactors(ctx.db, email.user_id, email.email_id);
    revokeUserSessions(ctx.db, email.user_id, ctx.clock.now());
    return { userId: email.user_id, sessionsRevoked: true };
  })();
}
