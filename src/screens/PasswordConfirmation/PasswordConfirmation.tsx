import { useLaterMessages } from '../../i18n/useLaterMessages.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** PasswordConfirmation (spec §2): 'Success!' and 'You have successfully logged in.', then the flow is complete. */
export function PasswordConfirmation() {
  const screen = useScreen('PasswordConfirmation');
  const t = useLaterMessages();
  if (!screen) return null;
  return <Confirmation name="PasswordConfirmation" header={t('passwordConfirmation.header')} body={t('passwordConfirmation.body')} />;
}
