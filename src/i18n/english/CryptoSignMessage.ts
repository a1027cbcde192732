/**
 * The English of the CryptoSignMessage screen (`screens/CryptoSignMessage/CryptoSignMessage.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const cryptoSignMessageText = {
  'crypto.sign.header': 'Completing signature request...',
} as const;
