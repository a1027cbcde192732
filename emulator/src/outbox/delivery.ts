/**
 * Composes the messages the provider would send and puts them in the outbox: magic links
 * (`{redirect_url}?stytch_token_type=magic_links&token=…`), reset links
 * (`stytch_token_type=reset_password`, wire doc "Redirect tokens", plus a `stytch_token_type=login` link to
 * log in without a new password) and one-time passcodes.
 */
import type { EmulatorContext } from '../context.ts';
import { type Channel, deliver } from './store.ts';

export function withToken(redirectUrl: string, tokenType: 'magic_links' | 'reset_password' | 'login', token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('stytch_token_type', tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}

function sender(ctx: EmulatorContext): string {
  return `login@${ctx.config.current.emailDomains[0] ?? 'gatehouse.test'}`;
}

export function sendMagicLinkEmail(
  ctx: EmulatorContext,
  input: { to: string; link: string; token: string; createdFor: string; expiresInMinutes: number },
) {
  const project = ctx.config.current.projectName;
  const signup = input.createdFor === 'signup';
  return deliver(ctx.db, ctx.clock.now(), {
    channel: 'email',
    kind: signup ? 'magic_link_signup' : 'magic_link_login',
    to: input.to,
    from: sender(ctx),
    subject: signup ? `Finish creating your ${project} account` : `Your ${project} login link`,
    body: `${signup ? 'Click the link below to finish signing up.' : 'Click the link below to log in.'}\n\n${input.link}\n\nThe link works once and expires in ${input.expiresInMinutes} minutes.`,
    link: input.link,
    token: input.token,
  });
}

export function sendResetEmail(
  ctx: EmulatorContext,
  input: { to: string; link: string; loginLink: string; token: string; expiresInMinutes: number },
) {
  return deliver(ctx.db, ctx.clock.now(), {
    channel: 'email',
    kind: 'reset_password',
    to: input.to,
    from: sender(ctx),
    subject: `Reset your ${ctx.config.current.projectName} password`,
    body: `Click the link below to set a new password.\n\n${input.link}\n\nOr log in without a new password:\n\n${input.loginLink}\n\nEither link works once and expires in ${input.expiresInMinutes} minutes.`,
    link: input.link,
    token: input.token,
  });
}

/**
 * The WebOTP line an SMS ends with (WICG "Origin-bound one-time codes": `@host #code` as the last line), so
 * the page that asked for the code can read it with `navigator.credentials.get({ otp })` (issue 23). The
 * host is the calling page's (its `Origin` header, without the port, as the format wants); a caller that
 * sends no origin (a server) gets no line.
 */
function webOtpLine(origin: string | undefined, code: string): string {
  if (!origin) return '';
  try {
    const { hostname } = new URL(origin);
    return hostname ? `\n\n@${hostname} #${code}` : '';
  } catch {
    return '';
  }
}

export function sendOtp(
  ctx: EmulatorContext,
  input: { channel: Channel; to: string; code: string; expiresInMinutes: number; origin?: string | undefined },
) {
  const project = ctx.config.current.projectName;
  const body =
    `Your ${project} passcode is ${input.code}. It expires in ${input.expiresInMinutes} minutes.` +
    (input.channel === 'sms' ? webOtpLine(input.origin, input.code) : '');
  return deliver(ctx.db, ctx.clock.now(), {
    channel: input.channel,
    kind: 'otp',
    to: input.to,
    from: input.channel === 'email' ? sender(ctx) : project,
    subject: input.channel === 'email' ? `Your ${project} passcode` : '',
    body,
    code: input.code,
  });
}
