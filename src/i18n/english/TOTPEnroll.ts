/**
 * The English of the TOTPEnroll screen (`screens/TOTPEnroll/TOTPEnroll.tsx`), which passes it to `useText`: it
 * travels in that module's chunk (issue 36).
 */
export const totpEnrollText = {
  'totp.enroll.header': 'Set up an authenticator app',
  // {digits}: the code's length (issue 40: digits in a message are a placeholder, written in the locale's digits).
  'totp.enroll.body': 'Scan this QR code with your authenticator app, then enter the {digits}-digit code it shows.',
  'totp.enroll.qrLabel': 'QR code to scan with your authenticator app',
  'totp.enroll.secretLabel': "Can't scan it? Enter this key in your app instead:",
  // The setup key in groups of four with a copy button (issue 23); its 'Copied' toast is in ./messages.ts.
  'totp.enroll.copy': 'Copy key',
  'totp.enroll.creating': 'Setting up your authenticator app',
  'totp.enroll.skip': 'Skip for now',
  'common.tryAgain': 'Try again',
} as const;
