export { PasskeyConfirmation } from './PasskeyConfirmation.js';
