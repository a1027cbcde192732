/**
 * The English of the TOTPRecoveryCodes screen (`screens/TOTPRecoveryCodes/TOTPRecoveryCodes.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const totpRecoveryCodesText = {
  'totp.codes.header': 'Save your recovery codes',
  'totp.codes.body':
    'If you lose access to your authenticator app, you can log in with one of these codes. Each code works once. Keep them somewhere safe.',
  'totp.codes.listLabel': 'Recovery codes',
  'totp.codes.copy': 'Copy codes',
  'totp.codes.download': 'Download codes',
  'totp.codes.fileName': 'recovery-codes.txt',
  'totp.codes.saved': 'I saved them',
} as const;
