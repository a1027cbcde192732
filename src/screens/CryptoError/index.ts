export { CryptoError } from './CryptoError.js';
