/**
 * The English of the TOTPRecover screen (`screens/TOTPRecover/TOTPRecover.tsx`), which passes it to `useText`:
 * it travels in that module's chunk (issue 36).
 */
export const totpRecoverText = {
  'totp.recover.header': 'Enter a recovery code',
  'totp.recover.body': 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'totp.recover.label': 'Recovery code',
  'totp.recover.submit': 'Continue',
  'totp.recover.useApp': 'Use your authenticator app instead',
} as const;
