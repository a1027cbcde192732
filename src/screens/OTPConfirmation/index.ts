export { OTPConfirmation } from './OTPConfirmation.js';
