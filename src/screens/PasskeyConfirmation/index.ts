export { PasskeyConfirmation } from './PasskeyConfirmation';
