export { PasswordBreached } from './PasswordBreached';
