export { PasswordDedupe } from './PasswordDedupe.js';
