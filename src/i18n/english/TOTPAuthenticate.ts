/**
 * The English of the TOTPAuthenticate screen (`screens/TOTPAuthenticate/TOTPAuthenticate.tsx`), which passes it
 * to `useText`: it travels in that module's chunk (issue 36).
 */
export const totpAuthenticateText = {
  'totp.header': 'Enter verification code',
  // {digits}: the code's length (issue 40: digits in a message are a placeholder, written in the locale's digits).
  'totp.body': 'Enter the {digits}-digit code from your authenticator app.',
  'totp.useRecoveryCode': 'Use a recovery code instead',
} as const;
