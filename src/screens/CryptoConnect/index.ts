export { CryptoConnect } from './CryptoConnect';
