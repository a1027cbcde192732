/**
 * Every screen as a component that reads the flow from the nearest `GatehouseProvider`: a host composing its
 * own layout places the ones it wants; each renders only while the flow is on it.
 */
export { Main } from './Main';
export { OTPAuthenticate } from './OTPAuthenticate';
export { OTPConfirmation } from './OTPConfirmation';
export { EmailConfirmation } from './EmailConfirmation';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
export { PasswordForgot } from './PasswordForgot';
export { PasswordBreached } from './PasswordBreached';
export { PasswordSetNew } from './PasswordSetNew';
export { PasswordDedupe } from './PasswordDedupe';
export { PasswordResetForm } from './PasswordResetForm';
export { PasswordConfirmation } from './PasswordConfirmation';
