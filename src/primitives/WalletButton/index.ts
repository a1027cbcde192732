export { WalletButton } from './WalletButton';
export type { WalletButtonProps, WalletButtonTarget } from './WalletButton';
export { walletIcons } from './wallets';
