export { CryptoOtherScreen } from './CryptoOtherScreen';
