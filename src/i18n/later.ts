/**
 * The English text of the screens after Main (issue 27: lighter up front), as one record: the passcode,
 * password, passkey, wallet and authenticator-app screens and the primitives only they use. It is part of the
 * catalogue (./messages.ts holds the rest and the types), in parts by the module that shows them
 * (./english/<Module>.ts): each screen and primitive passes its own part to `useText` (./useText.ts), with the
 * part of a component it renders when it shows one of that part's keys too, so each part travels in the chunk of
 * the code that shows it and no screen ever renders without its text (issue 36). This record is for what needs
 * every key — the types, the pseudo-locale's chunk and the catalogue's checks; no screen imports it
 * (test/architecture/layers.test.ts).
 */
import { accountSettingsText } from './english/AccountSettings.js';
import { countdownText } from './english/Countdown.js';
import { cryptoConfirmationText } from './english/CryptoConfirmation.js';
import { cryptoConnectText } from './english/CryptoConnect.js';
import { cryptoErrorText } from './english/CryptoError.js';
import { cryptoOtherScreenText } from './english/CryptoOtherScreen.js';
import { cryptoSetupWalletText } from './english/CryptoSetupWallet.js';
import { cryptoSignMessageText } from './english/CryptoSignMessage.js';
import { emailConfirmationText } from './english/EmailConfirmation.js';
import { inboxLinksText } from './english/InboxLinks.js';
import { newPasswordFieldText } from './english/NewPasswordField.js';
import { otpConfirmationText } from './english/OTPConfirmation.js';
import { otpFieldText } from './english/OTPField.js';
import { passcodeEntryText } from './english/PasscodeEntry.js';
import { passkeyConfirmationText } from './english/PasskeyConfirmation.js';
import { passkeyRegistrationStartText } from './english/PasskeyRegistrationStart.js';
import { passkeyRegistrationSuccessText } from './english/PasskeyRegistrationSuccess.js';
import { passkeyRowText } from './english/PasskeyRow.js';
import { passwordConfirmationText } from './english/PasswordConfirmation.js';
import { passwordCreateOrLoginText } from './english/PasswordCreateOrLogin.js';
import { passwordResetFormText } from './english/PasswordResetForm.js';
import { progressBarText } from './english/ProgressBar.js';
import { resendRowText } from './english/ResendRow.js';
import { resetEmailSentText } from './english/ResetEmailSent.js';
import { strengthMeterText } from './english/StrengthMeter.js';
import { totpAuthenticateText } from './english/TOTPAuthenticate.js';
import { totpCodeFieldText } from './english/TOTPCodeField.js';
import { totpEnrollText } from './english/TOTPEnroll.js';
import { totpRecoverText } from './english/TOTPRecover.js';
import { totpRecoveryCodesText } from './english/TOTPRecoveryCodes.js';

export const laterMessages = {
  ...accountSettingsText,
  ...countdownText,
  ...cryptoConfirmationText,
  ...cryptoConnectText,
  ...cryptoErrorText,
  ...cryptoOtherScreenText,
  ...cryptoSetupWalletText,
  ...cryptoSignMessageText,
  ...emailConfirmationText,
  ...inboxLinksText,
  ...newPasswordFieldText,
  ...otpConfirmationText,
  ...otpFieldText,
  ...passcodeEntryText,
  ...passkeyConfirmationText,
  ...passkeyRegistrationStartText,
  ...passkeyRegistrationSuccessText,
  ...passkeyRowText,
  ...passwordConfirmationText,
  ...passwordCreateOrLoginText,
  ...passwordResetFormText,
  ...progressBarText,
  ...resendRowText,
  ...resetEmailSentText,
  ...strengthMeterText,
  ...totpAuthenticateText,
  ...totpCodeFieldText,
  ...totpEnrollText,
  ...totpRecoverText,
  ...totpRecoveryCodesText,
};
