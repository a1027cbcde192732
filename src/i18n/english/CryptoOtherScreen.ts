/**
 * The English of the CryptoOtherScreen screen (`screens/CryptoOtherScreen/CryptoOtherScreen.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const cryptoOtherScreenText = {
  'crypto.other.header': 'Continue with other wallet',
  'crypto.other.label': 'Crypto wallets',
} as const;
