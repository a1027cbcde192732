/**
 * The English text of the screens after Main (issue 27: lighter up front): the passcode, password, passkey,
 * wallet and authenticator-app screens and the primitives only they use. It is part of the catalogue
 * (./messages.ts holds the rest and the types); it is not in the up-front chunk but in a chunk the later
 * screens import: each passes it to `useText(laterMessages)` (./useText.ts), so it arrives with the first of
 * them and no screen ever renders without its text. Every other locale is complete in its own module, and
 * `t` reads the locale's text first. This module is data alone, so the pseudo-locale's chunk takes it
 * without the React side of the catalogue.
 */
export const laterMessages = {
  // Fields of the later screens
  'field.password.label': 'Password',
  'field.newPassword.label': 'New password',
  'field.otp.label': 'One-time passcode',

  // §2 OTPAuthenticate
  'otp.header': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  // After 'otp.sentTo' for a phone number (issue 23): which channel the code went by.
  'otp.channel.sms': 'It was sent by text message (SMS).',
  'otp.channel.whatsapp': 'It was sent by WhatsApp.',
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': 'Your code expires in {time}.',
  'otp.resend': 'Resend code',

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
  'crypto.other.label': 'Crypto wallets',

  // Authenticator app (TOTP step-up and enrolment; beyond the spec, in its tone)
  'totp.header': 'Enter verification code',
  'totp.body': 'Enter the 6-digit code from your authenticator app.',
  'totp.codeLabel': 'Code from your authenticator app',
  'totp.verifying': 'Verifying code...',
  'totp.useRecoveryCode': 'Use a recovery code instead',
  'totp.recover.header': 'Enter a recovery code',
  'totp.recover.body': 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'totp.recover.label': 'Recovery code',
  'totp.recover.submit': 'Continue',
  'totp.recover.useApp': 'Use your authenticator app instead',
  'totp.enroll.header': 'Set up an authenticator app',
  'totp.enroll.body': 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  'totp.enroll.qrLabel': 'QR code to scan with your authenticator app',
  'totp.enroll.secretLabel': "Can't scan it? Enter this key in your app instead:",
  // The setup key in groups of four with a copy button (issue 23); its 'Copied' toast is in ./messages.ts.
  'totp.enroll.copy': 'Copy key',
  'totp.enroll.creating': 'Setting up your authenticator app',
  'totp.enroll.skip': 'Skip for now',
  'totp.codes.header': 'Save your recovery codes',
  'totp.codes.body':
    'If you lose access to your authenticator app, you can log in with one of these codes. Each code works once. Keep them somewhere safe.',
  'totp.codes.listLabel': 'Recovery codes',
  'totp.codes.copy': 'Copy codes',
  'totp.codes.download': 'Download codes',
  'totp.codes.fileName': 'recovery-codes.txt',
  'totp.codes.saved': 'I saved them',

  // Common to the later screens: the resend row (passcode, email), enrolment's retry
  'common.didNotGetIt': "Didn't get it?",
  'common.tryAgain': 'Try again',
  // A resend waits 30 s after a send (issue 23): the time left beside the button, and said when pressed early.
  'common.resendIn': '({time})',
  'common.resendWait': '{seconds, plural, one {You can resend in # second.} other {You can resend in # seconds.}}',
} as const;
