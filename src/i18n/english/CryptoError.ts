/**
 * The English of the CryptoError screen (`screens/CryptoError/CryptoError.tsx`), which passes it to `useText`:
 * it travels in that module's chunk (issue 36).
 */
export const cryptoErrorText = {
  'crypto.error.header': 'Looks like there was an error!',
  'crypto.error.body': 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
} as const;
