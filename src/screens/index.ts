/**
 * Every screen as a component that reads the flow from the nearest `FlowProvider`: a host composing its
 * own layout places the ones it wants; each renders only while the flow is on it.
 */
export { Main } from './Main/index.js';
export { OTPAuthenticate } from './OTPAuthenticate/index.js';
export { OTPConfirmation } from './OTPConfirmation/index.js';
export { PasskeyConfirmation } from './PasskeyConfirmation/index.js';
export { PasskeyRegistrationStart } from './PasskeyRegistrationStart/index.js';
export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess/index.js';
export { CryptoConnect } from './CryptoConnect/index.js';
export { CryptoSignMessage } from './CryptoSignMessage/index.js';
export { CryptoSetupWallet } from './CryptoSetupWallet/index.js';
export { CryptoOtherScreen } from './CryptoOtherScreen/index.js';
export { CryptoConfirmation } from './CryptoConfirmation/index.js';
export { CryptoError } from './CryptoError/index.js';
export { TOTPAuthenticate } from './TOTPAuthenticate/index.js';
export { TOTPRecover } from './TOTPRecover/index.js';
export { TOTPEnroll } from './TOTPEnroll/index.js';
export { TOTPRecoveryCodes } from './TOTPRecoveryCodes/index.js';
export { EmailConfirmation } from './EmailConfirmation/index.js';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin/index.js';
export { PasswordForgot } from './PasswordForgot/index.js';
export { PasswordBreached } from './PasswordBreached/index.js';
export { PasswordSetNew } from './PasswordSetNew/index.js';
export { PasswordDedupe } from './PasswordDedupe/index.js';
export { PasswordResetForm } from './PasswordResetForm/index.js';
export { PasswordConfirmation } from './PasswordConfirmation/index.js';
