export { WalletButton } from './WalletButton.js';
export type { WalletButtonProps, WalletButtonTarget } from './WalletButton.js';
export { walletIcons } from './wallets.js';
