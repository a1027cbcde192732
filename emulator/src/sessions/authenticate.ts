/**
 * The end of every successful log-in: start a session (or add the factor to the caller's session) and
 * build the wire doc's authenticate-style payload `{ user_id, user, session, session_token, session_jwt, __user }`.
 */
import type { FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import type { EmulatorContext } from '../context.ts';
import { callerToken } from '../http/auth.ts';
import { apiError } from '../http/errors.ts';
import { JsonText } from '../http/reply.ts';
import { signJwt } from './keys.ts';
import { sessionTexts } from './text.ts';
import { type AuthenticationFactor, DEFAULT_SESSION_DURATION_MINUTES, type Session, type User } from '../../../src/wire/index.ts';
import { serializeUser, userJsonText } from '../users/store.ts';
import { type SessionRow, createSession, factorsOf, rotateSessionToken, serializeSession, touchSession } from './store.ts';

export interface AuthenticatedPayload {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  __user: User;
}

const MINUTE = 60_000;

/** Identity of a factor inside `authentication_factors`: re-authenticating the same factor updates it in place. */
function factorKey(factor: AuthenticationFactor): string {
  const detail = Object.entries(factor).find(([key]) => key.endsWith('_factor'))?.[1] as Record<string, unknown> | undefined;
  const id = detail ? Object.entries(detail).find(([key]) => key.endsWith('_id'))?.[1] : undefined;
  return `${factor.type}|${factor.delivery_method}|${String(id ?? '')}`;
}

function mergeFactors(existing: AuthenticationFactor[], added: AuthenticationFactor): AuthenticationFactor[] {
  const key = factorKey(added);
  return [...existing.filter((factor) => factorKey(factor) !== key), added];
}

export async function completeAuthentication(
  ctx: EmulatorContext,
  request: FastifyRequest,
  input: { userId: string; factor?: AuthenticationFactor; durationMinutes?: number; existing?: SessionRow | null },
): Promise<AuthenticatedPayload> {
  const now = ctx.clock.now();
  const { existing } = input;
  let row: SessionRow;
  let token: string;
  // A successful sign-in ends the user's run of failed attempts (throttle.ts, the provider's User Locks):
  // the second factor's run only when the second factor itself succeeded.
  if (input.factor) {
    const second = input.factor.type === 'totp' || input.factor.type === 'recovery_code';
    ctx.throttle.succeeded(input.userId, second ? 'second' : 'first');
  }
  if (existing && existing.user_id === input.userId) {
    // Stepping up an existing session: add the factor, extend when a duration is given.
    row = touchSession(ctx.db, existing, {
      now,
      expiresAt: input.durationMinutes === undefined ? undefined : now + input.durationMinutes * MINUTE,
      factors: input.factor ? mergeFactors(factorsOf(existing), input.factor) : undefined,
    });
    // A new factor is a re-authentication: the session gets a new token and the old one stops working, so a
    // token captured before the step-up does not carry the stronger session (OWASP ASVS 5.0 V7.2.4). A
    // plain refresh keeps its token. (A JWT caller gets no opaque token back it did not have.)
    if (input.factor) ({ row, token } = rotateSessionToken(ctx.db, row));
    else token = callerToken(request);
  } else {
    const created = createSession(ctx.db, {
      userId: input.userId,
      now,
      expiresAt: now + (input.durationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES) * MINUTE,
      factors: input.factor ? [input.factor] : [],
      ipAddress: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    row = created.row;
    token = created.token;
  }
  return sessionPayload(ctx, row, token);
}

/** The user, the session's JSON text and a fresh session JWT: what every authenticate-style answer carries. */
async function sessionParts(ctx: EmulatorContext, row: SessionRow) {
  const user = serializeUser(ctx.db, row.user_id, row.user_revision ?? undefined);
  if (!user) throw apiError('user_not_found');
  const texts = sessionTexts(row, ctx.config.current.projectId, ctx.clock.now());
  return { user, sessionJson: texts.session, jwt: await signJwt(ctx.key, texts.claims) };
}

async function sessionPayload(ctx: EmulatorContext, row: SessionRow, token: string): Promise<AuthenticatedPayload> {
  const { user, jwt } = await sessionParts(ctx, row);
  return { user_id: row.user_id, user, session: serializeSession(row), session_token: token, session_jwt: jwt, __user: user };
}

/**
 * The same payload for `okWithJson`, the user and session as JSON text: both are kept between refreshes
 * (users/store.ts, sessions/text.ts), so `sessions/authenticate` does not serialise them on every call.
 */
export async function sessionPayloadJson(ctx: EmulatorContext, row: SessionRow, token: string) {
  const { user, sessionJson, jwt } = await sessionParts(ctx, row);
  const userJson = new JsonText(userJsonText(user));
  // A JWT is base64url and dots: its JSON text is itself in quotes, with nothing to escape.
  const payload = {
    user_id: row.user_id,
    user: userJson,
    session: new JsonText(sessionJson),
    session_token: token,
    session_jwt: new JsonText(`"${jwt}"`),
    __user: userJson,
  };
  return payload satisfies Record<keyof AuthenticatedPayload, unknown>;
}

/**
 * The backend API's `sessions/authenticate` answer (issue 37, sessions.d.ts `SessionsAuthenticateResponse`):
 * the same session, JWT and user as the browser's, as JSON text, without the browser's extra fields.
 */
export async function backendSessionPayloadJson(ctx: EmulatorContext, row: SessionRow, token: string) {
  const { user, sessionJson, jwt } = await sessionParts(ctx, row);
  return {
    session: new JsonText(sessionJson),
    session_token: token,
    session_jwt: new JsonText(`"${jwt}"`),
    user: new JsonText(userJsonText(user)),
  };
}

export function emailFactor(type: string, email: { email_id: string; email: string }, now: number): AuthenticationFactor {
  return {
    type,
    delivery_method: 'email',
    last_authenticated_at: iso(now),
    email_factor: { email_id: email.email_id, email_address: email.email },
  };
}

export function phoneFactor(
  delivery: 'sms' | 'whatsapp',
  phone: { phone_id: string; phone_number: string },
  now: number,
): AuthenticationFactor {
  return {
    type: 'otp',
    delivery_method: delivery,
    last_authenticated_at: iso(now),
    phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
  };
}
