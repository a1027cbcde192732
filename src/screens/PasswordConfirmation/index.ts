export { PasswordConfirmation } from './PasswordConfirmation';
