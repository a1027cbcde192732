export { TOTPRecover } from './TOTPRecover';
