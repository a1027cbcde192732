export { CryptoConfirmation } from './CryptoConfirmation.js';
