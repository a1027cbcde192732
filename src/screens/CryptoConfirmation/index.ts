export { CryptoConfirmation } from './CryptoConfirmation';
