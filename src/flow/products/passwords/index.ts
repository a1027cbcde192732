/**
 * Passwords (spec §2 PasswordCreateOrLogin … PasswordConfirmation, §4 "Password", §5 strength, §8 messages)
 * and the reset-password mode (spec §1: PasswordResetForm with the emailed token).
 *
 * Main's email form looks the user up (`users/search`), which decides the screen: a set-password form for a
 * new user, a Log In form for a password user, an automatic email for a passwordless user. Every reset email
 * leads to a "check your email" screen that can send it again or send a login link instead.
 */
import { removeRedirectToken, wait } from '../../browser.js';
import { settings } from '../../config.js';
import { defineProduct, laterServices } from '../../product.js';
import { call, sessionMinutes, step } from '../../step.js';
import { isEmail } from '../../validation.js';
import type { PasswordServices } from './types.js';

export type * from './types.js';
export { RESET_SENT_SCREENS } from './rules.js';
export type { ResetSentScreen } from './rules.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

export const passwords = defineProduct({
  id: 'passwords',
  options: { passwordOptions: settings },
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
  fields: { passwordState: { email: '', type: 'new' }, resetPasswordState: { token: '' } },
  onMain: {
    group: 'form',
    // The address is looked up first (spec §4): the button says only 'Continue'.
    email: {
      event: (email) => ({ type: 'PASSWORD_EMAIL_SUBMIT', email }),
      action: 'passwords.search',
      label: 'main.continue',
      lastEmail: (state) => state.passwordState.email,
    },
  },
  modes: {
    // Spec §1: the reset page opens on the new-password form with the emailed token.
    resetPassword: ({ resetToken = '', autoLogin = false }) => ({
      screen: 'PasswordResetForm',
      strength: { result: null, checking: null },
      autoLogin,
      submitError: null,
      loginError: null,
      resetPasswordState: { token: resetToken },
    }),
  },
  services: (client) => ({
    passwords: {
      ...laterServices<Omit<PasswordServices, 'wait' | 'forgetUrlToken'>>(client, load, {
        search: 1,
        strengthCheck: 1,
        create: 1,
        authenticate: 1,
        resetStart: 1,
        reset: 1,
      }),
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
    async 'passwords.tokenLogin'({ token }, { services, config }) {
      // The reset email's token also signs in without a new password; the client falls back from the reset
      // flow's PKCE verifier to the magic-link one (spec §8).
      const data = await services.magicLinks.authenticate(token, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
  },
  load,
});
