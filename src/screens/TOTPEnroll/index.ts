export { TOTPEnroll } from './TOTPEnroll';
