export { CryptoSignMessage } from './CryptoSignMessage';
