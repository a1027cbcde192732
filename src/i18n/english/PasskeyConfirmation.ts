/**
 * The English of the PasskeyConfirmation screen (`screens/PasskeyConfirmation/PasskeyConfirmation.tsx`), which
 * passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passkeyConfirmationText = {
  'passkeyConfirmation.header': 'Success',
  'passkeyConfirmation.body': 'Your Passkey has been successfully authenticated.',
} as const;
