/**
 * The message catalogue: every user-visible string of the widget (spec §2 screens, §4 toasts, §5
 * validation, §8 errors), quoted exactly. Components take text only from here, so a host can override
 * any of it per mount (a partial catalogue) — the basis for localisation.
 *
 * Placeholders are written `{name}`, plurals `{n, plural, one {…} other {…}}` (src/i18n/format.ts). The
 * API's error messages (`apiError.<error_type>`) are keys too, derived from the wire catalogue rather than
 * written here (./apiErrors.ts); every other language is a module of its own (./locales/<tag>.ts).
 */
import type { KnownAPIErrorType } from '../wire/index.js';

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
  'field.phone.countryOption': '{country} (+{code})',
  'field.phone.countryShort': '{region} +{code}',
  'field.phone.placeholder': '(123) 456-7890',
  'field.password.label': 'Password',
  'field.newPassword.label': 'New password',
  'field.password.show': 'Show password',
  'field.password.hide': 'Hide password',
  'field.otp.label': 'One-time passcode',
  'field.required': 'Required',

  // §2 OTPAuthenticate
  'otp.header': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  // After 'otp.sentTo' for a phone number (issue 23): which channel the code went by.
  'otp.channel.sms': 'It was sent by text message (SMS).',
  'otp.channel.whatsapp': 'It was sent by WhatsApp.',
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': 'Your code expires in {time}.',
  'otp.expired': 'Your code has expired.',
  'otp.resend': 'Resend code',
  'otp.resent': 'Code resent',

  // §2 OTPConfirmation
  'otpConfirmation.header': 'Success',
  'otpConfirmation.body': 'Your passcode has been successfully verified.',

  // §2 EmailConfirmation
  'emailConfirmation.header': 'Check your email',
  'emailConfirmation.body': 'An email was sent to {email}.',
  'emailConfirmation.openGmail': 'Open Gmail',
  'emailConfirmation.openYahoo': 'Open Yahoo',
  'emailConfirmation.openOutlook': 'Open Outlook',
  'emailConfirmation.resend': 'Resend email',
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.resent': 'Email resent',

  // §2 PasswordCreateOrLogin
  'password.new.header': 'Create an account',
  'password.new.body': 'Finish creating your account by setting a password.',
  'password.new.submit': 'Continue',
  'password.login.header': 'Log In',
  'password.login.submit': 'Continue',
  'password.forgot': 'Forgot Password?',
  'password.emailLoginLink': 'Email me a login link',
  'password.emailLoginCode': 'Email me a login code',
  'password.passwordless.header': 'Check your email',
  'password.passwordless.body': 'A login link or code was sent to {email}.',
  'password.createInstead': 'Create a password instead',
  'password.loginWithoutPassword': 'Login without a password',

  // §2 PasswordForgot / Breached / SetNew / Dedupe
  'passwordForgot.header': 'Forgot password?',
  'passwordForgot.body': 'A link to reset your password was sent to you at {email}.',
  'passwordBreached.header': 'Check your email to set a new password',
  'passwordBreached.body':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.',
  'passwordSetNew.header': 'Check your email!',
  'passwordSetNew.body': 'A login link was sent to you at {email}.',
  'passwordDedupe.header': 'Check your email to set a new password!',
  'passwordDedupe.body': 'A login link was sent to you at {email} to confirm it is you.',

  // §2 PasswordResetForm / PasswordConfirmation
  'passwordReset.header': 'Reset your password',
  'passwordReset.submit': 'Continue',
  'passwordReset.loggingIn': 'Logging in...',
  'passwordReset.autoLoggingIn': 'Logging in',
  // Not in the spec: ResetPassword opened without a token (a link cut short, or the page opened by hand).
  'passwordReset.noToken': 'This password reset link is invalid or has expired. Ask for a new one from the sign-in form.',
  'passwordConfirmation.header': 'Success!',
  'passwordConfirmation.body': 'You have successfully logged in.',

  // §5 Strength meter
  // Plurals (ICU syntax, src/i18n/format.ts): English says the same as the spec for every count it shows.
  'strength.lengthRule': '{n, plural, one {Must be at least # character long} other {Must be at least # characters long}}',
  'strength.complexityRule': 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  'strength.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  // A rule's state, said before its text: the punctuation is the language's (a full-width colon and 。 in CJK).
  'strength.ruleMet': 'Requirement met: {rule}.',
  'strength.ruleUnmet': 'Requirement not met: {rule}.',
  'strength.label': 'Password strength',
  'strength.score.0': 'Very weak',
  'strength.score.1': 'Weak',
  'strength.score.2': 'Fair',
  'strength.score.3': 'Strong',
  'strength.score.4': 'Very strong',
  'strength.valid': 'Password is valid.',
  // Said after a typing pause when the check's answer changes (issue 23): the level, or each rule's state.
  'strength.level': 'Password strength: {level}.',

  // §2 Passkeys
  'passkeyStart.header': 'Set up a new Passkey',
  'passkeyStart.body1': "With Passkeys, you don't need to remember complex passwords.",
  'passkeyStart.body2': 'Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock.',
  'passkeyStart.create': 'Create a Passkey',
  'passkeyStart.skip': 'Skip',
  'passkeyStart.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkeySuccess.header': 'Passkey successfully created!',
  'passkeySuccess.existing': 'Existing Passkeys',
  'passkeySuccess.another': 'Set up another Passkey',
  'passkeySuccess.done': 'Done',
  'passkeySuccess.delete': 'Delete',
  'passkeySuccess.cancel': 'Cancel',
  'passkeySuccess.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkeySuccess.doneNotice': 'Your passkeys are saved.',
  'passkeyRow.nameLabel': 'Passkey name',
  'passkeyRow.edit': 'Edit name of {name}',
  'passkeyRow.save': 'Save name of {name}',
  'passkeyRow.delete': 'Delete {name}',
  'passkeyConfirmation.header': 'Success',
  'passkeyConfirmation.body': 'Your Passkey has been successfully authenticated.',

  // §2 Crypto
  'crypto.connect.header': 'Connecting to your wallet...',
  'crypto.connect.hint': 'Complete sign in in the pop-up window from your wallet.',
  'crypto.retryHint': 'If you need to retry, use the back arrow to return to the log in screen.',
  'crypto.sign.header': 'Completing signature request...',
  'crypto.setup.header': 'Set up a new crypto wallet',
  'crypto.setup.body':
    'Signing in with a crypto wallet keeps your account private and secure. Download one of these wallets to get started.',
  'crypto.setup.download': 'Download {wallet}',
  'crypto.other.header': 'Continue with other wallet',
  'crypto.confirmation.header': 'Success!',
  'crypto.confirmation.body': 'You have successfully connected your wallet.',
  'crypto.error.header': 'Looks like there was an error!',
  'crypto.error.body': 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.signFailed': '[Error] Could not sign message',
  'crypto.other.label': 'Crypto wallets',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': 'Enter verification code',
  'totp.body': 'Enter the 6-digit code from your authenticator app.',
  'totp.codeLabel': 'Code from your authenticator app',
  'totp.verifying': 'Verifying code...',
  'totp.useRecoveryCode': 'Use a recovery code instead',
  'totp.codeInvalid': 'Invalid code, please try again.',
  'totp.codeReused': 'This code was already used. Wait for the next code in your authenticator app and try again.',
  'totp.recover.header': 'Enter a recovery code',
  'totp.recover.body': 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'totp.recover.label': 'Recovery code',
  'totp.recover.submit': 'Continue',
  'totp.recover.invalid': 'Invalid recovery code, please try again. Each code works only once.',
  'totp.recover.useApp': 'Use your authenticator app instead',
  'totp.enroll.header': 'Set up an authenticator app',
  'totp.enroll.body': 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  'totp.enroll.qrLabel': 'QR code to scan with your authenticator app',
  'totp.enroll.secretLabel': "Can't scan it? Enter this key in your app instead:",
  // The setup key in groups of four with a copy button (issue 23); 'Copied' is a toast, so it is also heard.
  'totp.enroll.copy': 'Copy key',
  'totp.enroll.copied': 'Copied',
  'totp.enroll.copyFailed': 'Could not copy the key. Select it and copy it yourself.',
  'totp.enroll.creating': 'Setting up your authenticator app',
  'totp.enroll.skip': 'Skip for now',
  'totp.codes.header': 'Save your recovery codes',
  'totp.codes.body':
    'If you lose access to your authenticator app, you can log in with one of these codes. Each code works once. Keep them somewhere safe.',
  'totp.codes.listLabel': 'Recovery codes',
  'totp.codes.copy': 'Copy codes',
  'totp.codes.copied': 'Recovery codes copied',
  'totp.codes.copyFailed': 'Could not copy the codes. Select them and copy them yourself.',
  'totp.codes.download': 'Download codes',
  'totp.codes.fileName': 'recovery-codes.txt',
  'totp.codes.saved': 'I saved them',

  // Common
  'common.back': 'Back',
  'common.didNotGetIt': "Didn't get it?",
  'common.loading': 'Loading',
  'common.success': 'Success',
  'common.poweredBy': 'Powered by Gatehouse',
  'common.logo': 'Logo',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.notifications': 'Notifications',
  'common.dismiss': 'Dismiss',
  'common.warning': 'Warning',
  'common.tryAgain': 'Try again',
  // A resend waits 30 s after a send (issue 23): the time left beside the button, and said when pressed early.
  'common.resendIn': '({time})',
  'common.resendWait': '{seconds, plural, one {You can resend in # second.} other {You can resend in # seconds.}}',

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
  'error.unableToContact': 'Unable to contact our servers.',
  'error.invalidJson': 'Invalid JSON response from our servers.',
  'error.invalidResponse': 'Invalid or no response from server',
  'error.otpInvalid': 'Invalid passcode, please try again.',
  // A rate limit's answer (429 too_many_requests) with its Retry-After wait, in a language other than English,
  // whose API error texts are the catalogue's: English shows the server's own text, which names the wait.
  'error.tooManyRequests':
    '{seconds, plural, one {Too many requests have been made. Try again in # second.} other {Too many requests have been made. Try again in # seconds.}}',
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
} as const;

/** A key of the widget's own text (this file). */
export type UIMessageKey = keyof typeof defaultMessages;

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
 * The catalogue in use: every key of the widget's own text; an API error's key only where the language (or
 * the host) has its own text for it, else the server's message is shown.
 */
export type Messages = { [K in UIMessageKey]: string } & { [K in APIErrorKey]?: string };

/** What a host passes per mount: any subset of the keys. A misspelt key is a type error. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** Merges a partial override over a catalogue (English by default), ignoring `undefined` entries. */
export function resolveMessages(overrides?: MessageOverrides, base: Messages = defaultMessages): Messages {
  if (!overrides) return base;
  const out: Messages = { ...base };
  for (const key of Object.keys(overrides) as MessageKey[]) {
    const value = overrides[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
