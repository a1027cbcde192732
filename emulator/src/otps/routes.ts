/**
 * One-time passcodes by SMS, WhatsApp and email (spec §7): login_or_create, send primary / secondary and
 * otps/authenticate. Each send answers `method_id` (the phone_id or email_id the code went to); the code is
 * 6 CSPRNG digits, lives 5 minutes by default (spec §9), works once and dies after 5 wrong attempts.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_OTP_EXPIRATION_MINUTES, type OTPMethod } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { type Static, schemaOf } from '../http/schemas.ts';
import { OTP_AUTHENTICATE, OTP_EMAIL_SEND, OTP_PHONE_SEND } from '../../../src/wire/requests.ts';
import { completeAuthentication, emailFactor, phoneFactor } from '../sessions/authenticate.ts';
import { sendOtp } from '../outbox/delivery.ts';
import {
  attachEmail,
  attachPhone,
  checkEmail,
  checkPhone,
  loginOrCreateByEmail,
  loginOrCreateByPhone,
  proveEmail,
} from '../users/identity.ts';
import { checkOtp, issueOtp } from './store.ts';
import { type EmailRow, type PhoneRow, activateUser, findEmail, findPhone, getEmail, getPhone, verifyPhone } from '../users/store.ts';
import type { Api, RouteModule } from '../http/routes.ts';
import type { SessionRow } from '../sessions/store.ts';

const MINUTE = 60_000;

const phoneSchema = schemaOf(OTP_PHONE_SEND);
const emailSchema = schemaOf(OTP_EMAIL_SEND);
const authenticateSchema = schemaOf(OTP_AUTHENTICATE);

/** A method a code goes to: a phone number or an email address of a user. */
interface Method {
  methodId: string;
  userId: string;
  to: string;
}

/** How a send finds, creates or attaches its phone number or email address (users/identity.ts). */
interface Destination {
  /** The answer's name for the method id (spec §7): `phone_id` or `email_id`. */
  idField: 'phone_id' | 'email_id';
  /** The address in its stored form; refused as `invalid_phone_number` or `invalid_email`. */
  check(address: string): string;
  notFound: 'phone_number_not_found' | 'email_not_found';
  find(ctx: EmulatorContext, address: string): Method | undefined;
  loginOrCreate(ctx: EmulatorContext, address: string, pending: boolean): { method: Method; created: boolean };
  attach(ctx: EmulatorContext, session: SessionRow, address: string): Method;
}

const phoneMethod = (row: PhoneRow): Method => ({ methodId: row.phone_id, userId: row.user_id, to: row.phone_number });
const emailMethod = (row: EmailRow): Method => ({ methodId: row.email_id, userId: row.user_id, to: row.email });

const phone: Destination = {
  idField: 'phone_id',
  check: checkPhone,
  notFound: 'phone_number_not_found',
  find: (ctx, address) => {
    const row = findPhone(ctx.db, address);
    return row && phoneMethod(row);
  },
  loginOrCreate: (ctx, address, pending) => {
    const { phone: row, created } = loginOrCreateByPhone(ctx, address, pending);
    return { method: phoneMethod(row), created };
  },
  attach: (ctx, session, address) => phoneMethod(attachPhone(ctx, session, address)),
};

const emailAddress: Destination = {
  idField: 'email_id',
  check: checkEmail,
  notFound: 'email_not_found',
  find: (ctx, address) => {
    const row = findEmail(ctx.db, address);
    return row && emailMethod(row);
  },
  loginOrCreate: (ctx, address, pending) => {
    const { email: row, created } = loginOrCreateByEmail(ctx, address, pending);
    return { method: emailMethod(row), created };
  },
  attach: (ctx, session, address) => emailMethod(attachEmail(ctx, session, address)),
};

const DESTINATIONS: Record<OTPMethod, Destination> = { sms: phone, whatsapp: phone, email: emailAddress };

/**
 * What each kind of send does (spec §7): `login_or_create` finds or creates the user, `primary` sends to
 * an existing user only, `secondary` attaches the address to the signed-in user (spec §4: secondary
 * factors are sent "when a session exists").
 */
const MODES = {
  login_or_create: { auth: 'public' },
  primary: { auth: 'public' },
  secondary: { auth: 'session' },
} as const;

/** The nine OTP sends of spec §7: one entry each, one handler (`registerSend`) for all. */
const SENDS = [
  { path: '/otps/sms/login_or_create', channel: 'sms', mode: 'login_or_create', body: phoneSchema },
  { path: '/otps/sms/send/primary', channel: 'sms', mode: 'primary', body: phoneSchema },
  { path: '/otps/sms/send/secondary', channel: 'sms', mode: 'secondary', body: phoneSchema },
  { path: '/otps/whatsapp/login_or_create', channel: 'whatsapp', mode: 'login_or_create', body: phoneSchema },
  { path: '/otps/whatsapp/send/primary', channel: 'whatsapp', mode: 'primary', body: phoneSchema },
  { path: '/otps/whatsapp/send/secondary', channel: 'whatsapp', mode: 'secondary', body: phoneSchema },
  { path: '/otps/email/login_or_create', channel: 'email', mode: 'login_or_create', body: emailSchema },
  { path: '/otps/email/send/primary', channel: 'email', mode: 'primary', body: emailSchema },
  { path: '/otps/email/send/secondary', channel: 'email', mode: 'secondary', body: emailSchema },
] as const satisfies readonly {
  path: string;
  channel: OTPMethod;
  mode: keyof typeof MODES;
  body: typeof phoneSchema | typeof emailSchema;
}[];

type SendBody = Static<typeof phoneSchema> | Static<typeof emailSchema>;

/** The address a send names; its schema says which field it is. */
const addressOf = (input: SendBody): string => ('email' in input ? input.email : input.phone_number);

function registerSend(app: Api, ctx: EmulatorContext, send: (typeof SENDS)[number]): void {
  const destination = DESTINATIONS[send.channel];
  app.post(send.path, { config: { auth: MODES[send.mode].auth }, schema: { body: send.body } }, async (request, reply) => {
    const input: SendBody = request.body;
    let method: Method;
    let created: boolean | undefined;
    switch (send.mode) {
      case 'login_or_create': {
        const address = destination.check(addressOf(input));
        ctx.throttle.assertCanSend(request.ip, address);
        ({ method, created } = destination.loginOrCreate(ctx, address, input.create_user_as_pending === true));
        break;
      }
      case 'primary': {
        const found = destination.find(ctx, destination.check(addressOf(input)));
        if (!found) throw apiError(destination.notFound);
        ctx.throttle.assertCanSend(request.ip, found.to);
        method = found;
        break;
      }
      case 'secondary': {
        const address = destination.check(addressOf(input));
        ctx.throttle.assertCanSend(request.ip, address);
        method = destination.attach(ctx, request.session, address);
        break;
      }
    }
    const minutes = input.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
    const now = ctx.clock.now();
    const code = issueOtp(ctx.db, {
      methodId: method.methodId,
      userId: method.userId,
      delivery: send.channel,
      now,
      expiresAt: now + minutes * MINUTE,
    });
    sendOtp(ctx, { channel: send.channel, to: method.to, code, expiresInMinutes: minutes, origin: request.headers.origin });
    return ok(request, reply, {
      user_id: method.userId,
      [destination.idField]: method.methodId,
      method_id: method.methodId,
      ...(created === undefined ? {} : { user_created: created }),
    });
  });
}

export const otpRoutes: RouteModule = {
  name: 'one-time passcodes',
  prefix: '/sdk/v1',
  register(app, ctx) {
    for (const send of SENDS) registerSend(app, ctx, send);

    app.post('/otps/authenticate', { config: { auth: 'optional' }, schema: { body: authenticateSchema } }, async (request, reply) => {
      return ok(request, reply, await authenticateOtp(ctx, request, request.body));
    });
  },
};

const FAILURES = {
  not_found: 'No passcode was sent to this method_id.',
  used: 'This passcode was already used; passcodes work once.',
  expired: 'This passcode has expired; request a new one.',
  locked: 'This passcode had too many wrong attempts; request a new one.',
} as const;

async function authenticateOtp(ctx: EmulatorContext, request: FastifyRequest, input: Static<typeof authenticateSchema>) {
  const now = ctx.clock.now();
  // The attempt budget of one code (MAX_OTP_ATTEMPTS) starts again with every resend; the user's budget
  // (throttle.ts) does not, so sending a new code after every five guesses gains an attacker nothing.
  const owner = getEmail(ctx.db, input.method_id)?.user_id ?? getPhone(ctx.db, input.method_id)?.user_id ?? null;
  const attempt = ctx.throttle.attempt(request.ip, owner);
  const check = checkOtp(ctx.db, input.method_id, input.token, now);
  // A wrong code, or any code for a method nobody has, was a guess and stays counted; an expired, used or
  // disabled code of a real method, or the right code, was not.
  if (check.ok || (check.reason !== 'wrong_code' && owner !== null)) attempt.release();
  if (!check.ok) {
    if (check.reason === 'wrong_code') {
      const left = check.attemptsLeft ?? 0;
      throw apiError(
        left > 0 ? 'unable_to_auth_otp_code' : 'otp_code_not_found',
        left > 0
          ? `The passcode is incorrect; ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'The passcode is incorrect and has now been disabled; request a new one.',
      );
    }
    // The reason goes along in error_details, so a widget can say 'Your code has expired.' (spec §9) for an
    // expired code instead of calling it invalid (issue 23); the type stays the provider's one.
    throw apiError('otp_code_not_found', FAILURES[check.reason], { error_details: { reason: check.reason } });
  }
  const { row } = check;
  let existing = request.optionalSession;
  let userId = row.user_id;
  let factor;
  if (row.delivery_method === 'email') {
    const emailRow = getEmail(ctx.db, row.method_id);
    if (!emailRow || emailRow.user_id !== row.user_id)
      throw apiError('otp_code_not_found', 'The email address this passcode went to was removed.');
    const proof = proveEmail(ctx, emailRow.email_id, existing);
    if (proof.sessionsRevoked) existing = null;
    // The address may have moved to a user of its own (users/identity.ts proveEmail).
    userId = proof.userId;
    factor = emailFactor('otp', emailRow, now);
  } else {
    const phone = getPhone(ctx.db, row.method_id);
    if (!phone || phone.user_id !== row.user_id)
      throw apiError('otp_code_not_found', 'The phone number this passcode went to was removed.');
    ctx.db.transaction(() => {
      verifyPhone(ctx.db, phone.phone_id);
      activateUser(ctx.db, phone.user_id);
    })();
    factor = phoneFactor(row.delivery_method, phone, now);
  }
  const payload = await completeAuthentication(ctx, request, {
    userId,
    factor,
    durationMinutes: input.session_duration_minutes,
    existing,
  });
  return { method_id: row.method_id, reset_sessions: false, ...payload };
}
