export { WalletButton } from './WalletButton';
export type { WalletButtonProps, WalletButtonTarget } from './WalletButton';
export { walletChain, walletIcons, walletNames, walletTypes } from './wallets';
export type { WalletChain, WalletType } from './wallets';
