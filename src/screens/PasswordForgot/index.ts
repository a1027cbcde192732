export { PasswordForgot } from './PasswordForgot';
