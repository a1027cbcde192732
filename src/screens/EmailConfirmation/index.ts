export { EmailConfirmation } from './EmailConfirmation';
