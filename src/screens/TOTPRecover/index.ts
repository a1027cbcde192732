export { TOTPRecover } from './TOTPRecover.js';
