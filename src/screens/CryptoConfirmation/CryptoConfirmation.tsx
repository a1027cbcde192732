import { useMessages } from '../../i18n';
import { useFlow } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** CryptoConfirmation (spec §2): 'Success!' and 'You have successfully connected your wallet.' */
export function CryptoConfirmation() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'CryptoConfirmation') return null;
  return <Confirmation name="CryptoConfirmation" header={t('crypto.confirmation.header')} body={t('crypto.confirmation.body')} />;
}
