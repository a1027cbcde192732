export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
