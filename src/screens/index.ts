/**
 * Every screen as a component that reads the flow from the nearest `FlowProvider`: a host composing its
 * own layout places the ones it wants; each renders only while the flow is on it.
 */
export { Main } from './Main';
export { OTPAuthenticate } from './OTPAuthenticate';
export { OTPConfirmation } from './OTPConfirmation';
export { PasskeyConfirmation } from './PasskeyConfirmation';
export { PasskeyRegistrationStart } from './PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';
export { CryptoConnect } from './CryptoConnect';
export { CryptoSignMessage } from './CryptoSignMessage';
export { CryptoSetupWallet } from './CryptoSetupWallet';
export { CryptoOtherScreen } from './CryptoOtherScreen';
export { CryptoConfirmation } from './CryptoConfirmation';
export { CryptoError } from './CryptoError';
export { TOTPAuthenticate } from './TOTPAuthenticate';
export { TOTPRecover } from './TOTPRecover';
export { TOTPEnroll } from './TOTPEnroll';
export { TOTPRecoveryCodes } from './TOTPRecoveryCodes';
export { EmailConfirmation } from './EmailConfirmation';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
export { PasswordForgot } from './PasswordForgot';
export { PasswordBreached } from './PasswordBreached';
export { PasswordSetNew } from './PasswordSetNew';
export { PasswordDedupe } from './PasswordDedupe';
export { PasswordResetForm } from './PasswordResetForm';
export { PasswordConfirmation } from './PasswordConfirmation';
