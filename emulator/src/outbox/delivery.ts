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
  // An invite (the backend API's magic_links/email/invite, issue 37) is a sign-up the project asked for.
  const { subject, kind, lead } = {
    signup: {
      kind: 'magic_link_signup',
      subject: `Finish creating your ${project} account`,
      lead: 'Click the link below to finish signing up.',
    },
    invite: {
      kind: 'magic_link_invite',
      subject: `You are invited to ${project}`,
      lead: 'Click the link below to accept the invitation and sign in.',
    },
    login: { kind: 'magic_link_login', subject: `Your ${project} login link`, lead: 'Click the link below to log in.' },
  }[input.createdFor === 'signup' || input.createdFor === 'invite' ? input.createdFor : 'login'];
  return deliver(ctx.db, ctx.clock.now(), {
    channel: 'email',
    kind,
    to: input.to,
    from: sender(ctx),
    subject,
    body: `${lead}\n\n${input.link}\n\nThe link works once and expires in ${input.expiresInMinutes} minutes.`,
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
