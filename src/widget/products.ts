/**
 * Which products this build offers and the screens each can lead to. Plain data (no React), so the bundle
 * benchmark reads the same lists the widget uses.
 */
import type { Product } from '../flow/config';
import type { ScreenName } from '../flow/state';

/** The screens each product can lead to (prefetched once Main has rendered; each is its own chunk). */
export const PRODUCT_SCREENS: Record<Product, readonly ScreenName[]> = {
  otp: ['OTPAuthenticate', 'OTPConfirmation'],
  emailMagicLinks: ['EmailConfirmation'],
  // Every Password* screen; 'Login without a password' and the email alternative lead to EmailConfirmation
  // and OTPAuthenticate.
  passwords: [
    'PasswordCreateOrLogin',
    'PasswordForgot',
    'PasswordBreached',
    'PasswordSetNew',
    'PasswordDedupe',
    'PasswordResetForm',
    'PasswordConfirmation',
    'EmailConfirmation',
    'OTPAuthenticate',
    'OTPConfirmation',
  ],
  // OAuth leaves the page (or One Tap shows on Main): no screen of its own.
  oauth: [],
  crypto: ['CryptoConnect', 'CryptoSignMessage', 'CryptoSetupWallet', 'CryptoOtherScreen', 'CryptoConfirmation', 'CryptoError'],
  passkeys: ['PasskeyConfirmation', 'PasskeyRegistrationStart', 'PasskeyRegistrationSuccess'],
  totp: ['TOTPAuthenticate', 'TOTPRecover', 'TOTPEnroll', 'TOTPRecoveryCodes'],
};

/** The products this build offers: a product is offered once its screens exist. */
export const OFFERED_PRODUCTS: readonly Product[] = ['otp', 'emailMagicLinks', 'passwords', 'passkeys', 'oauth', 'crypto', 'totp'];
