export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';
