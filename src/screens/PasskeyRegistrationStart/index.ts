export { PasskeyRegistrationStart } from './PasskeyRegistrationStart.js';
