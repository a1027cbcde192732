import { useText } from '../../i18n/index.js';
import { cryptoConfirmationText } from '../../i18n/english/CryptoConfirmation.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** CryptoConfirmation (spec §2): 'Success!' and 'You have successfully connected your wallet.' */
export function CryptoConfirmation() {
  const screen = useScreen('CryptoConfirmation');
  const t = useText(cryptoConfirmationText);
  if (!screen) return null;
  return <Confirmation name="CryptoConfirmation" header={t('crypto.confirmation.header')} body={t('crypto.confirmation.body')} />;
}
