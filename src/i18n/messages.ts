/**
 * The message catalogue: every user-visible string of the widget (spec §2 screens, §4 toasts, §5
 * validation, §8 errors), quoted exactly. Components take text only from here, so a host can override
 * any of it per mount (a partial catalogue) — the basis for localisation.
 *
 * Placeholders are written `{name}`, plurals `{n, plural, one {…} other {…}}` (src/i18n/format.ts). The
 * API's error messages (`apiError.<error_type>`) are keys too, derived from the wire catalogue rather than
 * written here (./apiErrors.ts); every other language is a module of its own (./locales/<tag>.ts).
 *
 * English comes in parts (issue 27: lighter up front). This file is what Main can show — its own text,
 * every validation and error message, the toasts and notices the flow says — and ships in the up-front
 * chunk. The text of the later screens (passcode, passwords, passkeys, wallets, authenticator app) is in
 * ./english/, a part for each module that shows it (a screen, or a component or primitive only they use);
 * each hands its part to `useText`, so it arrives with its chunk (issue 36). Together they are English, one
 * catalogue: the keys, `LocaleMessages` and the overrides cover every part (./later.ts joins them), and one
 * `t` (./useText.ts) reads any key.
 */
import type { KnownAPIErrorType } from '../wire/index.js';
import type { laterMessages } from './later.js';
import type { Locale } from './choose.js';

/** The English text Main and the flow can show (the up-front part of the catalogue). */
export const defaultMessages = {
  // §2 Main
  'main.header': 'Sign up or log in',
  'main.passkeyLogin': 'Login with a Passkey',
  'main.tabs.label': 'Choose how to receive your code',
  'main.tabs.sms': 'Text',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'main.continueWithEmail': 'Continue with email',
  'main.continueWithPhone': 'Continue with text message',
  'main.continueWithWhatsApp': 'Continue with WhatsApp',
  'main.continue': 'Continue',
  'main.divider': 'or',
  'social.continueWith': 'Continue with {provider}',
  'wallet.continueWith': 'Continue with {wallet}',
  // The two generic wallets' names are words, not brands (spec §2 'Continue with {wallet}'): translated.
  'wallet.name.ethereum': 'Ethereum Wallet',
  'wallet.name.solana': 'Solana Wallet',
  'wallet.other': 'Continue with other Crypto Wallet',
  'wallet.setup': 'Set up a new crypto wallet',
  'oneTap.loading': 'Loading Google sign-in',

  // Fields
  'field.email.label': 'Email',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': 'Phone number',
  'field.phone.country': 'Country',
  // A country's option and its short form (issue 40): {code} is the calling code with its '+', isolated left to
  // right, so '(+972)' keeps its order in right-to-left text.
  'field.phone.countryOption': '{country} ({code})',
  'field.phone.countryShort': '{region} {code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.show': 'Show password',
  'field.password.hide': 'Hide password',
  'field.required': 'Required',

  // Common
  'common.back': 'Back',
  'common.loading': 'Loading',
  'common.success': 'Success',
  'common.poweredBy': 'Powered by Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.notifications': 'Notifications',
  'common.dismiss': 'Dismiss',
  'common.warning': 'Warning',

  // §2 toast area (Radix announces each toast as "{toast.label} {text}"; it fills {hotkey} itself)
  'toast.label': 'Notification',
  'toast.viewportLabel': 'Notifications ({hotkey})',

  // §5 Validation
  'validation.emailOtp': 'Invalid email, please try again.',
  'validation.email': 'Invalid email address',
  'validation.phone': 'Invalid phone number, please try again.',

  // §5 Configuration errors
  'config.passkeysAlone': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'config.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',

  // §8 Errors
  // The spec's generic error header (§2 'Looks like there was an error!'), alone in a banner where a developer's
  // configuration mistake stops the widget (src/widget/configErrors.tsx); CryptoError's header says the same.
  'error.generic': 'Looks like there was an error!',
  'error.unableToContact': 'Unable to contact our servers.',
  'error.invalidJson': 'Invalid JSON response from our servers.',
  'error.invalidResponse': 'Invalid or no response from server',
  'error.otpInvalid': 'Invalid passcode, please try again.',
  // A rate limit's answer (429 too_many_requests) with its Retry-After wait, in a language other than English,
  // whose API error texts are the catalogue's: English shows the server's own text, which names the wait.
  // {wait} is the wait in words ('9 minutes, 53 seconds', Intl: issue 40).
  'error.tooManyRequests': 'Too many requests have been made. Try again in {wait}.',
  'error.passkeyLogin': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.passkeyNotFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'error.passkeyEmpty': 'No passkey was returned by the browser. Please try again.',
  'error.passkeyAlreadyRegistered':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'error.passkeyNotCreated': 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'error.missingPkce': 'Make sure this flow is completed on the same device on which it was started.',

  // §8 One Tap messages (test public token only)
  'oneTap.originNotAllowed':
    'The current origin is not allowed for this Google client. Add {host} (and localhost with its port, for development) to the authorized JavaScript origins of your Google client.',
  'oneTap.invalidClient':
    'The Google client ID is not recognized. Compare the client ID in your dashboard with the one in your Google Cloud console.',
  'oneTap.configNotFound': 'No Google OAuth client is configured for this project.',
  'oneTap.noLoginRedirect': 'No login redirect URLs are set. Add them in your dashboard so oauthOptions.loginRedirectURL can be validated.',
  'oneTap.noSignupRedirect':
    'No signup redirect URLs are set. Add them in your dashboard so oauthOptions.signupRedirectURL can be validated.',
  'oneTap.defaultProviderNotAllowed':
    'One Tap is not available with the default Google client. Configure your own Google client to use it.',

  // Said by the flow (a toast, a field's error) while a later screen shows: the flow names them, and its
  // toasts render outside any screen's chunk, so they stay here with the flow's other messages.
  'otp.expired': 'Your code has expired.',
  'otp.resent': 'Code resent',
  'emailConfirmation.resent': 'Email resent',
  'passkeySuccess.doneNotice': 'Your passkeys are saved.',
  'crypto.signFailed': '[Error] Could not sign message',
  'totp.codeInvalid': 'Invalid code, please try again.',
  'totp.codeReused': 'This code was already used. Wait for the next code in your authenticator app and try again.',
  'totp.recover.invalid': 'Invalid recovery code, please try again. Each code works only once.',
  'totp.enroll.copied': 'Copied',
  'totp.enroll.copyFailed': 'Could not copy the key. Select it and copy it yourself.',
  'totp.codes.copied': 'Recovery codes copied',
  'totp.codes.copyFailed': 'Could not copy the codes. Select them and copy them yourself.',
} as const;

/** A key of the text Main and the flow can show (this file): `useText()`'s `t` takes these. */
export type MainMessageKey = keyof typeof defaultMessages;

/** A key of the later screens' text (./english/, joined in ./later.ts): `t` takes these where their English is passed in, `useText(passcodeEntryText)`. */
export type LaterMessageKey = keyof typeof laterMessages;

/** A key of the widget's own text. */
export type UIMessageKey = MainMessageKey | LaterMessageKey;

/**
 * The key of a provider API error's text (spec §8): one per `error_type` of the wire catalogue. English
 * shows the server's `error_message` (its default text is the catalogue's, ./apiErrors.ts); other locales
 * translate each, and an unknown type still shows what the server said.
 */
export type APIErrorKey = `apiError.${KnownAPIErrorType}`;

/** Every message key. */
export type MessageKey = UIMessageKey | APIErrorKey;

/**
 * A complete catalogue of one language: exactly the keys of English, each with text (every locale module
 * is typed with it, so a missing or an extra key is a type error).
 */
export type LocaleMessages = { readonly [K in MessageKey]: string };

/**
 * The catalogue in use: every key Main can show; a later screen's key wherever the language (or the host)
 * has it — every locale but English, whose later parts come with the screens (./english/); an API error's
 * key only where the language (or the host) has its own text for it, else the server's message is shown.
 */
export type Messages = { [K in MainMessageKey]: string } & { [K in LaterMessageKey | APIErrorKey]?: string };

/** Text for any subset of the keys, in one language. A misspelt key is a type error. */
export type LocaleOverrides = Partial<Record<MessageKey, string>>;

/**
 * What a host passes per mount (`strings`): text for any subset of the keys, for every language (the flat
 * form, `{ 'main.header': … }`), and text for one language under its tag (`{ fr: { 'main.header': … } }`,
 * issue 40), which wins over the flat form where that language is shown. A misspelt key or tag is a type error.
 */
export type MessageOverrides = LocaleOverrides & { readonly [L in Locale]?: LocaleOverrides };

/** The overrides for one locale: the flat ones, under that locale's own (issue 40). */
export const overridesFor = (overrides: MessageOverrides | undefined, locale: Locale): LocaleOverrides | undefined =>
  overrides && { ...overrides, ...overrides[locale] };

/** Merges a partial override over a catalogue (English by default), ignoring `undefined` entries and other locales' text. */
export function resolveMessages(overrides?: LocaleOverrides, base: Messages = defaultMessages): Messages {
  if (!overrides) return base;
  const out: Messages = { ...base };
  for (const key of Object.keys(overrides) as MessageKey[]) {
    const value = overrides[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
