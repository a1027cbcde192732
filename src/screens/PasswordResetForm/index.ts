export { PasswordResetForm } from './PasswordResetForm.js';
