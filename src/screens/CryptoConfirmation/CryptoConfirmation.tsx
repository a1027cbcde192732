import { useLaterMessages } from '../../i18n/useLaterMessages.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** CryptoConfirmation (spec §2): 'Success!' and 'You have successfully connected your wallet.' */
export function CryptoConfirmation() {
  const screen = useScreen('CryptoConfirmation');
  const t = useLaterMessages();
  if (!screen) return null;
  return <Confirmation name="CryptoConfirmation" header={t('crypto.confirmation.header')} body={t('crypto.confirmation.body')} />;
}
