export { PasskeyRegistrationStart } from './PasskeyRegistrationStart';
