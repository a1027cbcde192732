export { PhoneField } from './PhoneField.js';
export type { PhoneFieldProps, PhoneValueDetails } from './PhoneField.js';
export { currentE164, loadPhoneLib, parsePhoneToE164 } from './phone.js';
export type { CountryCode, PhoneLib } from './phone.js';
export { usePhoneDisplay } from './usePhoneDisplay.js';
