export { PasswordResetForm } from './PasswordResetForm';
