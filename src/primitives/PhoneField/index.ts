export { PhoneField } from './PhoneField';
export type { PhoneFieldProps, PhoneValueDetails } from './PhoneField';
export { currentE164, loadPhoneLib, parsePhoneToE164 } from './phone';
export type { CountryCode, ParsePhoneOptions, PhoneLib, PhoneParseResult } from './phone';
