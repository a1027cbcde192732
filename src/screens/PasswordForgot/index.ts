export { PasswordForgot } from './PasswordForgot.js';
