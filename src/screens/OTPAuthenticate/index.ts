export { OTPAuthenticate } from './OTPAuthenticate.js';
