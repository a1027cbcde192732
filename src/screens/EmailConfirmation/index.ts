export { EmailConfirmation } from './EmailConfirmation.js';
