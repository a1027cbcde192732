/**
 * The English of the CryptoConnect screen (`screens/CryptoConnect/CryptoConnect.tsx`), which passes it to
 * `useText`: it travels in that module's chunk (issue 36).
 */
export const cryptoConnectText = {
  'crypto.connect.header': 'Connecting to your wallet...',
  'crypto.connect.hint': 'Complete sign in in the pop-up window from your wallet.',
  'crypto.retryHint': 'If you need to retry, use the back arrow to return to the log in screen.',
} as const;
