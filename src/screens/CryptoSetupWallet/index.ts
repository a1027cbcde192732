export { CryptoSetupWallet } from './CryptoSetupWallet.js';
