export { PasswordConfirmation } from './PasswordConfirmation.js';
