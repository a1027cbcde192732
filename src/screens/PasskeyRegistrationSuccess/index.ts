export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess.js';
