export { OTPField } from './OTPField.js';
export type { OTPFieldProps } from './OTPField.js';
