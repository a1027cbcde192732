export { TOTPAuthenticate } from './TOTPAuthenticate';
