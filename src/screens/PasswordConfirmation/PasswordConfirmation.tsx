import { useMessages } from '../../i18n';
import { useFlow } from '../../react';
import { Confirmation } from '../shared/Confirmation';

/** PasswordConfirmation (spec §2): 'Success!' and 'You have successfully logged in.', then the flow is complete. */
export function PasswordConfirmation() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasswordConfirmation') return null;
  return <Confirmation name="PasswordConfirmation" header={t('passwordConfirmation.header')} body={t('passwordConfirmation.body')} />;
}
