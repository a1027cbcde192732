/**
 * The English of the PasskeyRegistrationStart screen
 * (`screens/PasskeyRegistrationStart/PasskeyRegistrationStart.tsx`), which passes it to `useText`: it travels in
 * that module's chunk (issue 36).
 */
export const passkeyRegistrationStartText = {
  'passkeyStart.header': 'Set up a new Passkey',
  'passkeyStart.body1': "With Passkeys, you don't need to remember complex passwords.",
  'passkeyStart.body2': 'Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock.',
  'passkeyStart.create': 'Create a Passkey',
  'passkeyStart.skip': 'Skip',
  'passkeyStart.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
} as const;
