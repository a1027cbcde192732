import { useText } from '../../i18n/index.js';
import { passwordConfirmationText } from '../../i18n/english/PasswordConfirmation.js';
import { useScreen } from '../../react/index.js';
import { Confirmation } from '../shared/Confirmation.js';

/** PasswordConfirmation (spec §2): 'Success!' and 'You have successfully logged in.', then the flow is complete. */
export function PasswordConfirmation() {
  const screen = useScreen('PasswordConfirmation');
  const t = useText(passwordConfirmationText);
  if (!screen) return null;
  return <Confirmation name="PasswordConfirmation" header={t('passwordConfirmation.header')} body={t('passwordConfirmation.body')} />;
}
