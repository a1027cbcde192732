/**
 * The English of the CryptoSetupWallet screen (`screens/CryptoSetupWallet/CryptoSetupWallet.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const cryptoSetupWalletText = {
  'crypto.setup.header': 'Set up a new crypto wallet',
  'crypto.setup.body':
    'Signing in with a crypto wallet keeps your account private and secure. Download one of these wallets to get started.',
  'crypto.setup.download': 'Download {wallet}',
} as const;
