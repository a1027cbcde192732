export { CryptoError } from './CryptoError';
