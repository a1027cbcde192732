import { useMessages } from '../../i18n';
import { useFlow } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** OTPConfirmation (spec §2): 'Success', 'Your passcode has been successfully verified.' and a green check. */
export function OTPConfirmation() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'OTPConfirmation') return null;
  return <Confirmation name="OTPConfirmation" header={t('otpConfirmation.header')} body={t('otpConfirmation.body')} />;
}
