/**
 * The English of TOTPCodeField, a part of the later screens (`screens/shared/TOTPCodeField.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const totpCodeFieldText = {
  'totp.codeLabel': 'Code from your authenticator app',
  'totp.verifying': 'Verifying code...',
} as const;
