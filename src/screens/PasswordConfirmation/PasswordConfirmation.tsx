import { useMessages } from '../../i18n';
import { useScreen } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** PasswordConfirmation (spec §2): 'Success!' and 'You have successfully logged in.', then the flow is complete. */
export function PasswordConfirmation() {
  const screen = useScreen('PasswordConfirmation');
  const t = useMessages();
  if (!screen) return null;
  return <Confirmation name="PasswordConfirmation" header={t('passwordConfirmation.header')} body={t('passwordConfirmation.body')} />;
}
