export { PasswordSetNew } from './PasswordSetNew';
