export { CryptoOtherScreen } from './CryptoOtherScreen.js';
