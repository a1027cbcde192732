/**
 * Passwords (spec §2 PasswordCreateOrLogin … PasswordConfirmation, §4 "Password", §5 strength, §8 messages)
 * and the reset-password mode (spec §1: PasswordResetForm with the emailed token).
 *
 * Main's email form looks the user up (`users/search`), which decides the screen: a set-password form for a
 * new user, a Log In form for a password user, an automatic email for a passwordless user. Every reset email
 * leads to a "check your email" screen that can send it again or send a login link instead.
 */
import type { ResetByEmailStartOptions } from '../../../client/index.js';
import { DEBOUNCE_MS } from '../../../constants.js';
import { removeRedirectToken, wait } from '../../browser.js';
import { defineProduct } from '../../product.js';
import type { WidgetConfig } from '../../config.js';
import { call, sessionMinutes, step } from '../../step.js';
import { isEmail } from '../../validation.js';
import { sendMagicLink } from '../shared/magicLink.js';
import { sendPasscode } from '../shared/passcode.js';
import { defined } from '../shared/send.js';
import { emailAlternative } from './rules.js';

export type * from './types.js';
export { RESET_SENT_SCREENS } from './rules.js';
export type { ResetSentScreen } from './rules.js';

/** The reset email's options from `passwordOptions` (spec §7 `passwords/email/reset/start`). */
function resetStartOptions(email: string, config: WidgetConfig): ResetByEmailStartOptions {
  const options = config.passwordOptions ?? {};
  return defined({
    email,
    login_redirect_url: options.loginRedirectURL,
    reset_password_redirect_url: options.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
    reset_password_template_id: options.resetPasswordTemplateId,
  });
}

export const passwords = defineProduct({
  id: 'passwords',
  confirmation: 'PasswordConfirmation',
  screens: [
    'PasswordCreateOrLogin',
    'PasswordForgot',
    'PasswordBreached',
    'PasswordSetNew',
    'PasswordDedupe',
    'PasswordResetForm',
    'PasswordConfirmation',
  ],
  // 'Login without a password' and the email alternative lead to EmailConfirmation and OTPAuthenticate.
  leadsTo: ['EmailConfirmation', 'OTPAuthenticate', 'OTPConfirmation'],
  services: (client) => ({
    passwords: {
      search: async (email) => (await client.users.search(email)).userType,
      async strengthCheck(password, email) {
        const {
          request_id: _request,
          status_code: _status,
          ...result
        } = await client.passwords.strengthCheck(defined({ email, password }));
        return result;
      },
      create: (email, password, minutes) => client.passwords.create({ email, password, session_duration_minutes: minutes }),
      authenticate: (email, password, minutes) => client.passwords.authenticate({ email, password, session_duration_minutes: minutes }),
      resetStart: (options) => client.passwords.resetByEmailStart(options),
      reset: (token, password, minutes) => client.passwords.resetByEmail({ token, password, session_duration_minutes: minutes }),
      wait,
      forgetUrlToken: removeRedirectToken,
    },
  }),
  init(state) {
    // Spec §2: opened from a `stytch_token_type=login` link, PasswordResetForm logs in by itself.
    if (state.screen !== 'PasswordResetForm' || !state.autoLogin) return null;
    if (!state.resetPasswordState.token) return step({ ...state, autoLogin: false });
    return call(state, 'passwords.tokenLogin', { token: state.resetPasswordState.token });
  },
  on: {
    Main: {
      PASSWORD_EMAIL_SUBMIT(state, event) {
        const email = event.email.trim();
        // Spec §5: 'Invalid email address' on the password lookup, and no request.
        if (!isEmail(email)) return step({ ...state, fieldErrors: { email: { key: 'validation.email' } } });
        const next = call(state, 'passwords.search', { email });
        return { ...next, state: { ...next.state, passwordState: { ...state.passwordState, email } } };
      },
    },
  },
  handlers: {
    async 'passwords.search'({ email }, context) {
      const { services, config } = context;
      const userType = await services.passwords.search(email);
      if (userType !== 'passwordless') return { userType, sent: null };
      // Spec §4: "A passwordless user triggers an automatic send: a magic link if configured, else an email
      // OTP, else a password reset."
      switch (emailAlternative(config)) {
        case 'link':
          return { userType, sent: { via: 'link', data: await sendMagicLink(email, context) } };
        case 'code':
          return { userType, sent: { via: 'code', ...(await sendPasscode('email', email, context)) } };
        default:
          return { userType, sent: { via: 'reset', data: await services.passwords.resetStart(resetStartOptions(email, config)) } };
      }
    },
    async 'passwords.strength'({ password, email }, { services, signal }) {
      // Spec §9 debounce: typing key by key costs one check per pause; a newer key aborts this wait.
      await services.passwords.wait(DEBOUNCE_MS, signal);
      return services.passwords.strengthCheck(password, email);
    },
    async 'passwords.create'({ email, password }, { services, config }) {
      return { data: await services.passwords.create(email, password, sessionMinutes(config)) };
    },
    async 'passwords.authenticate'({ email, password }, { services, config }) {
      return { data: await services.passwords.authenticate(email, password, sessionMinutes(config)) };
    },
    async 'passwords.resetStart'({ email }, { services, config }) {
      return { data: await services.passwords.resetStart(resetStartOptions(email, config)) };
    },
    async 'passwords.resetRefused'({ email }, { services, config }) {
      return { data: await services.passwords.resetStart(resetStartOptions(email, config)) };
    },
    async 'passwords.reset'({ token, password }, { services, config }) {
      const data = await services.passwords.reset(token, password, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
    async 'passwords.tokenLogin'({ token }, { services, config }) {
      // The reset email's token also signs in without a new password; the client falls back from the reset
      // flow's PKCE verifier to the magic-link one (spec §8).
      const data = await services.magicLinks.authenticate(token, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
  },
});
