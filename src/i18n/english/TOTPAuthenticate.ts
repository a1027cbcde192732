/**
 * The English of the TOTPAuthenticate screen (`screens/TOTPAuthenticate/TOTPAuthenticate.tsx`), which passes it
 * to `useText`: it travels in that module's chunk (issue 36).
 */
export const totpAuthenticateText = {
  'totp.header': 'Enter verification code',
  'totp.body': 'Enter the 6-digit code from your authenticator app.',
  'totp.useRecoveryCode': 'Use a recovery code instead',
} as const;
