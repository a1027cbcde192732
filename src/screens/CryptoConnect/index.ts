export { CryptoConnect } from './CryptoConnect.js';
