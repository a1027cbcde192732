import { useText } from '../../i18n/index.js';
import { passkeyConfirmationText } from '../../i18n/english/PasskeyConfirmation.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** PasskeyConfirmation (spec §2): 'Success', 'Your Passkey has been successfully authenticated.' and a green check. */
export function PasskeyConfirmation() {
  const screen = useScreen('PasskeyConfirmation');
  const t = useText(passkeyConfirmationText);
  if (!screen) return null;
  return <Confirmation name="PasskeyConfirmation" header={t('passkeyConfirmation.header')} body={t('passkeyConfirmation.body')} />;
}
