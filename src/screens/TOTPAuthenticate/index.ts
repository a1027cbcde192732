export { TOTPAuthenticate } from './TOTPAuthenticate.js';
