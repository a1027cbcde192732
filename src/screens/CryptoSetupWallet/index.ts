export { CryptoSetupWallet } from './CryptoSetupWallet';
