export { OTPAuthenticate } from './OTPAuthenticate';
