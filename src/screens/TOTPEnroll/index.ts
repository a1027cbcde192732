export { TOTPEnroll } from './TOTPEnroll.js';
