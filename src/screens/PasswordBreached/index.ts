export { PasswordBreached } from './PasswordBreached.js';
