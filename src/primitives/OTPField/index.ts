export { OTPField } from './OTPField';
export type { OTPFieldProps } from './OTPField';
