import { useMessages } from '../../i18n';
import { useFlow } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** PasskeyConfirmation (spec §2): 'Success', 'Your Passkey has been successfully authenticated.' and a green check. */
export function PasskeyConfirmation() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasskeyConfirmation') return null;
  return <Confirmation name="PasskeyConfirmation" header={t('passkeyConfirmation.header')} body={t('passkeyConfirmation.body')} />;
}
