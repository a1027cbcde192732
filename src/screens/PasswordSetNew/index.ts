export { PasswordSetNew } from './PasswordSetNew.js';
