export { OTPConfirmation } from './OTPConfirmation';
