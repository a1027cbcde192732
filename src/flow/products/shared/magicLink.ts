/**
 * An emailed login link, shared by the magic-link product and the passwords product, whose screens send the
 * same email for 'Login without a password' and 'Email me a login link' (spec §4), and whose passwordless
 * screen shows the same inbox links as EmailConfirmation.
 */
import type { MagicLinksSendOptions } from '../../../client/index.js';
import type { ResponseCommon } from '../../../wire/index.js';
import type { WidgetConfig } from '../../config.js';
import { emit } from '../../step.js';
import type { FlowBootstrap } from '../../state.js';
import type { Command, EffectContext } from '../../types.js';
import { defined, EMAIL_SENT_TYPES } from './send.js';

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

/** What the host and the event log hear when a link was sent (spec §4, §7 notes `email_sent`). */
export const magicLinkSent = (email: string, data: ResponseCommon): Command[] => [
  emit('MAGIC_LINK_LOGIN_OR_CREATE', { ...data, email }),
  { type: 'log', name: 'email_sent', details: { email, type: EMAIL_SENT_TYPES.magicLink } },
];

/** Emails a link to `email` with the config's options. */
export const sendMagicLink = (email: string, { services, config }: Pick<EffectContext, 'services' | 'config'>): Promise<ResponseCommon> =>
  services.magicLinks.send(email, magicLinkOptions(config));
