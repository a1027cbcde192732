import { useMessages } from '../../i18n';
import { useScreen } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** OTPConfirmation (spec §2): 'Success', 'Your passcode has been successfully verified.' and a green check. */
export function OTPConfirmation() {
  const screen = useScreen('OTPConfirmation');
  const t = useMessages();
  if (!screen) return null;
  return <Confirmation name="OTPConfirmation" header={t('otpConfirmation.header')} body={t('otpConfirmation.body')} />;
}
