export { PasswordDedupe } from './PasswordDedupe';
