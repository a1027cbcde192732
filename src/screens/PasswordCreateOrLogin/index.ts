export { PasswordCreateOrLogin } from './PasswordCreateOrLogin.js';
