/**
 * Email magic links (spec §2 EmailConfirmation, §4 "Magic link"): Main's email form sends a login-or-sign-up
 * link; EmailConfirmation says where it went, resends it, and starts over with 'Try again'. The link comes
 * back to the host's redirect page, where `client.authenticateByUrl()` completes the sign-in. The password
 * screens send the same email for 'Login without a password' and 'Email me a login link'.
 */
import type { GatehouseClient, MagicLinksSendOptions } from '../../client';
import type { WidgetConfig } from '../config';
import { call, emit, errorText, notify, show, step } from '../step';
import type { FlowBootstrap, FlowState } from '../state';
import type { ActionSpec, Command, EffectContext, FlowEvent, ProductFlow, Step } from '../types';
import { isEmail } from '../validation';
import { defined, EMAIL_SENT_TYPES, sendMethod } from './shared';

export type MagicLinkEvent =
  /** 'Resend' on EmailConfirmation (or on the passwordless password screen after a link was sent). */
  | { type: 'MAGIC_LINK_RESEND' }
  /** 'Try again': forget the address and go back to Main (spec §2). */
  | { type: 'MAGIC_LINK_TRY_AGAIN' };

export interface MagicLinkActions {
  'magicLinks.send': ActionSpec<{ email: string; resend: boolean }, { data: unknown }>;
}

/** What the magic-link screens need from the API. */
export interface MagicLinkServices {
  /** Emails a login or sign-up link (`magic_links/email/login_or_create`, or `send` with a session). */
  send(email: string, options: MagicLinksSendOptions): Promise<unknown>;
  /** Signs in with a link's token (`magic_links/authenticate`; a reset email's token works too, spec §8). */
  authenticate(token: string, sessionDurationMinutes: number): Promise<unknown>;
}

export function magicLinkServices(client: GatehouseClient): MagicLinkServices {
  return {
    send: (email, options) => client.magicLinks.email[sendMethod(client)](email, options),
    authenticate: (token, minutes) => client.magicLinks.authenticate(token, { session_duration_minutes: minutes }),
  };
}

/**
 * The send options from the config (spec §3 emailMagicLinksOptions): redirect URLs, expirations, template ids
 * and `createUserAsPending`; PKCE is the client's part. The password screens' login emails fall back to
 * `passwordOptions.loginRedirectURL` (and its expiry) when magic links do not set them.
 */
export function magicLinkOptions(config: WidgetConfig): MagicLinksSendOptions {
  const links = config.emailMagicLinksOptions ?? {};
  return defined({
    login_magic_link_url: links.loginRedirectURL ?? config.passwordOptions?.loginRedirectURL,
    // A password user whose address was never verified gets a sign-up link: it goes to the same page.
    signup_magic_link_url: links.signupRedirectURL ?? config.passwordOptions?.loginRedirectURL,
    login_expiration_minutes: links.loginExpirationMinutes ?? config.passwordOptions?.loginExpirationMinutes,
    signup_expiration_minutes: links.signupExpirationMinutes,
    login_template_id: links.loginTemplateId,
    signup_template_id: links.signupTemplateId,
    create_user_as_pending: links.createUserAsPending,
  });
}

/**
 * The domain the emails come from, for EmailConfirmation's inbox links (spec §2: "searches for mail from the
 * configured email domain when known"): the config's `domainHint`, else the project's only email domain.
 * With several domains the sender is not known, and the links open the plain inbox.
 */
export function emailDomainHint(config: WidgetConfig, bootstrap: FlowBootstrap | null): string | null {
  if (config.emailMagicLinksOptions?.domainHint) return config.emailMagicLinksOptions.domainHint;
  const domains = bootstrap?.emailDomains ?? [];
  return domains.length === 1 ? (domains[0] ?? null) : null;
}

/** Starts emailing a link to `email`, remembered in `magicLinkState` (EmailConfirmation shows it). */
export function startMagicLink(state: FlowState, email: string): Step {
  const next = call(state, 'magicLinks.send', { email, resend: false });
  return { ...next, state: { ...next.state, magicLinkState: { email } } };
}

/** What the host and the event log hear when a link was sent (spec §4, §7 notes `email_sent`). */
export const magicLinkSent = (email: string, data: unknown): Command[] => [
  emit('MAGIC_LINK_LOGIN_OR_CREATE', { ...(data as object), email }),
  { type: 'log', name: 'email_sent', details: { email, type: EMAIL_SENT_TYPES.magicLink } },
];

/** Where a link can be sent again: EmailConfirmation, and the passwordless screen after a link was sent. */
function showsSentLink(state: FlowState): boolean {
  if (state.screen === 'EmailConfirmation') return true;
  return state.screen === 'PasswordCreateOrLogin' && state.passwordState.type === 'passwordless' && state.passcode === null;
}

function reduce(state: FlowState, event: FlowEvent): Step | null {
  switch (event.type) {
    case 'MAGIC_LINK_SUBMIT': {
      const email = event.email.trim();
      // Spec §5: 'Invalid email address' on the magic-link form, and no request.
      if (!isEmail(email)) return step({ ...state, fieldErrors: { email: { key: 'validation.email' } } });
      return startMagicLink(state, email);
    }
    case 'MAGIC_LINK_RESEND':
      if (!showsSentLink(state) || state.pending) return null;
      return call(state, 'magicLinks.send', { email: state.magicLinkState.email, resend: true });
    case 'MAGIC_LINK_TRY_AGAIN': {
      if (state.screen !== 'EmailConfirmation') return null;
      const { email } = state.magicLinkState;
      // Spec §2: 'Try again' clears the stored magic-link email and returns to Main; §7 notes its event.
      return step(show(state, { screen: 'Main' }, { magicLinkState: { email: '' } }), {
        type: 'log',
        name: 'email_try_again_clicked',
        details: { email, type: EMAIL_SENT_TYPES.magicLink },
      });
    }
    case 'DONE':
      if (event.action !== 'magicLinks.send') return null;
      if (event.input.resend) {
        // Spec §8: "Successful resend: the toast 'Email resent'".
        return step(notify(state, 'success', { key: 'emailConfirmation.resent' }), ...magicLinkSent(event.input.email, event.result.data));
      }
      return step(show(state, { screen: 'EmailConfirmation' }), ...magicLinkSent(event.input.email, event.result.data));
    case 'FAILED':
      if (event.action !== 'magicLinks.send' || !event.input.resend) return null;
      // Spec §8: "Resend failure: an error toast with the message".
      return step(notify(state, 'error', errorText(event.error)), { type: 'report', error: event.error });
    default:
      return null;
  }
}

/** Emails a link to `email` with the config's options. */
export const sendMagicLink = (email: string, { services, config }: Pick<EffectContext, 'services' | 'config'>): Promise<unknown> =>
  services.magicLinks.send(email, magicLinkOptions(config));

export const magicLinkFlow: ProductFlow<'magicLinks.send'> = {
  reduce,
  handlers: {
    async 'magicLinks.send'({ email }, context) {
      return { data: await sendMagicLink(email, context) };
    },
  },
};
