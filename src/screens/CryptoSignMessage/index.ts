export { CryptoSignMessage } from './CryptoSignMessage.js';
