/**
 * The passwords product's rules its screens read too: plain data and pure functions with no other imports,
 * so a lazily loaded screen that reads them does not pull the flow in with it.
 */
import { otpMethodsOf, productsOf, type WidgetConfig } from '../../config.js';
import type { ScreenName } from '../../state.js';
import type { StrengthState } from './types.js';

/**
 * The email sign-in the config offers beside passwords: a magic link if configured, else an email code
 * (spec §4 passwordless rule; §2 "optional alternative of emailing a login link or code").
 */
export function emailAlternative(config: WidgetConfig): 'link' | 'code' | null {
  if (productsOf(config).includes('emailMagicLinks')) return 'link';
  if (productsOf(config).includes('otp') && otpMethodsOf(config).includes('email')) return 'code';
  return null;
}

/**
 * Spec §5: "The submit button is disabled until valid_password is true" — for the password as typed, so
 * also while a newer check is still on its way.
 */
export const canSubmitPassword = (strength: StrengthState): boolean =>
  strength.checking === null && strength.result?.valid_password === true;

/**
 * The screens that follow a reset email (spec §2), each with whether it offers 'Login without a password'
 * (spec §4: "on the forgot, breached and dedupe screens").
 */
export const RESET_SENT_SCREENS = {
  PasswordForgot: true,
  PasswordBreached: true,
  PasswordSetNew: false,
  PasswordDedupe: true,
} as const satisfies Partial<Record<ScreenName, boolean>>;

export type ResetSentScreen = keyof typeof RESET_SENT_SCREENS;
