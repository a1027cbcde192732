import { useText } from '../../i18n/index.js';
import { otpConfirmationText } from '../../i18n/english/OTPConfirmation.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** OTPConfirmation (spec §2): 'Success', 'Your passcode has been successfully verified.' and a green check. */
export function OTPConfirmation() {
  const screen = useScreen('OTPConfirmation');
  const t = useText(otpConfirmationText);
  if (!screen) return null;
  return <Confirmation name="OTPConfirmation" header={t('otpConfirmation.header')} body={t('otpConfirmation.body')} />;
}
