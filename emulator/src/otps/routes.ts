/**
 * One-time passcodes by SMS, WhatsApp and email (spec §7): login_or_create, send primary / secondary and
 * otps/authenticate. Each send answers `method_id` (the phone_id or email_id the code went to); the code is
 * 6 CSPRNG digits, lives 5 minutes by default (spec §9), works once and dies after 5 wrong attempts.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_OTP_EXPIRATION_MINUTES, type OTPMethod } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import {
  type Static,
  antiAbuseFields,
  body,
  codeVerifier,
  email,
  nonEmpty,
  otpExpirationMinutes,
  phoneNumber,
  sessionDurationMinutes,
  text,
} from '../http/schemas.ts';
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
import { activateUser, findEmail, findPhone, getEmail, getPhone, verifyPhone } from '../users/store.ts';
import type { RouteModule } from '../http/routes.ts';

const MINUTE = 60_000;

const common = {
  expiration_minutes: Type.Optional(otpExpirationMinutes),
  create_user_as_pending: Type.Optional(Type.Boolean()),
  locale: Type.Optional(text(35)),
  ...antiAbuseFields,
};
const phoneSchema = body({ phone_number: phoneNumber, ...common });
const emailSchema = body({ email, login_template_id: Type.Optional(text(256)), signup_template_id: Type.Optional(text(256)), ...common });

const authenticateSchema = body({
  token: nonEmpty(64),
  method_id: nonEmpty(256),
  session_duration_minutes: Type.Optional(sessionDurationMinutes),
  code_verifier: Type.Optional(codeVerifier),
  ...antiAbuseFields,
});

function issueAndSend(
  ctx: EmulatorContext,
  input: { methodId: string; userId: string; delivery: OTPMethod; to: string; minutes?: number },
) {
  const minutes = input.minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
  const now = ctx.clock.now();
  const code = issueOtp(ctx.db, {
    methodId: input.methodId,
    userId: input.userId,
    delivery: input.delivery,
    now,
    expiresAt: now + minutes * MINUTE,
  });
  sendOtp(ctx, { channel: input.delivery, to: input.to, code, expiresInMinutes: minutes });
}

export const otpRoutes: RouteModule = {
  name: 'one-time passcodes',
  prefix: '/sdk/v1',
  register(app, ctx) {
    for (const delivery of ['sms', 'whatsapp'] as const) {
      app.post(
        `/otps/${delivery}/login_or_create`,
        { config: { auth: 'public' }, schema: { body: phoneSchema } },
        async (request, reply) => {
          const number = checkPhone(request.body.phone_number);
          ctx.throttle.assertCanSend(request.ip, number);
          const { phone, created } = loginOrCreateByPhone(ctx, number, request.body.create_user_as_pending === true);
          issueAndSend(ctx, {
            methodId: phone.phone_id,
            userId: phone.user_id,
            delivery,
            to: phone.phone_number,
            minutes: request.body.expiration_minutes,
          });
          return ok(request, reply, { user_id: phone.user_id, phone_id: phone.phone_id, method_id: phone.phone_id, user_created: created });
        },
      );

      app.post(`/otps/${delivery}/send/primary`, { config: { auth: 'public' }, schema: { body: phoneSchema } }, async (request, reply) => {
        const phone = findPhone(ctx.db, checkPhone(request.body.phone_number));
        if (!phone) throw apiError('phone_number_not_found');
        ctx.throttle.assertCanSend(request.ip, phone.phone_number);
        issueAndSend(ctx, {
          methodId: phone.phone_id,
          userId: phone.user_id,
          delivery,
          to: phone.phone_number,
          minutes: request.body.expiration_minutes,
        });
        return ok(request, reply, { user_id: phone.user_id, phone_id: phone.phone_id, method_id: phone.phone_id });
      });

      app.post(
        `/otps/${delivery}/send/secondary`,
        { config: { auth: 'session' }, schema: { body: phoneSchema } },
        async (request, reply) => {
          const { session } = request;
          const number = checkPhone(request.body.phone_number);
          ctx.throttle.assertCanSend(request.ip, number);
          const phone = attachPhone(ctx, session.user_id, number);
          issueAndSend(ctx, {
            methodId: phone.phone_id,
            userId: phone.user_id,
            delivery,
            to: phone.phone_number,
            minutes: request.body.expiration_minutes,
          });
          return ok(request, reply, { user_id: phone.user_id, phone_id: phone.phone_id, method_id: phone.phone_id });
        },
      );
    }

    app.post('/otps/email/login_or_create', { config: { auth: 'public' }, schema: { body: emailSchema } }, async (request, reply) => {
      const address = checkEmail(request.body.email);
      ctx.throttle.assertCanSend(request.ip, address);
      const { email: row, created } = loginOrCreateByEmail(ctx, address, request.body.create_user_as_pending === true);
      issueAndSend(ctx, {
        methodId: row.email_id,
        userId: row.user_id,
        delivery: 'email',
        to: row.email,
        minutes: request.body.expiration_minutes,
      });
      return ok(request, reply, { user_id: row.user_id, email_id: row.email_id, method_id: row.email_id, user_created: created });
    });

    app.post('/otps/email/send/primary', { config: { auth: 'public' }, schema: { body: emailSchema } }, async (request, reply) => {
      const row = findEmail(ctx.db, checkEmail(request.body.email));
      if (!row) throw apiError('email_not_found');
      ctx.throttle.assertCanSend(request.ip, row.email);
      issueAndSend(ctx, {
        methodId: row.email_id,
        userId: row.user_id,
        delivery: 'email',
        to: row.email,
        minutes: request.body.expiration_minutes,
      });
      return ok(request, reply, { user_id: row.user_id, email_id: row.email_id, method_id: row.email_id });
    });

    app.post('/otps/email/send/secondary', { config: { auth: 'session' }, schema: { body: emailSchema } }, async (request, reply) => {
      const { session } = request;
      const address = checkEmail(request.body.email);
      ctx.throttle.assertCanSend(request.ip, address);
      const row = attachEmail(ctx, session.user_id, address);
      issueAndSend(ctx, {
        methodId: row.email_id,
        userId: row.user_id,
        delivery: 'email',
        to: row.email,
        minutes: request.body.expiration_minutes,
      });
      return ok(request, reply, { user_id: row.user_id, email_id: row.email_id, method_id: row.email_id });
    });

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
    throw apiError('otp_code_not_found', FAILURES[check.reason]);
  }
  const { row } = check;
  let existing = request.optionalSession;
  let factor;
  if (row.delivery_method === 'email') {
    const emailRow = getEmail(ctx.db, row.method_id);
    if (!emailRow || emailRow.user_id !== row.user_id)
      throw apiError('otp_code_not_found', 'The email address this passcode went to was removed.');
    if (proveEmail(ctx, emailRow.email_id, existing).sessionsRevoked) existing = null;
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
    userId: row.user_id,
    factor,
    durationMinutes: input.session_duration_minutes,
    existing,
  });
  return { method_id: row.method_id, reset_sessions: false, ...payload };
}
