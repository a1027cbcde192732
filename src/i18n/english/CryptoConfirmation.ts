/**
 * The English of the CryptoConfirmation screen (`screens/CryptoConfirmation/CryptoConfirmation.tsx`), which
 * passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const cryptoConfirmationText = {
  'crypto.confirmation.header': 'Success!',
  'crypto.confirmation.body': 'You have successfully connected your wallet.',
} as const;
