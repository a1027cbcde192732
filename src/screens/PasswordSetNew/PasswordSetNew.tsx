import { useMessages } from '../../i18n';
import { useFlow } from '../../widget/context';
import { ResetEmailSent } from '../shared/ResetEmailSent';

/**
 * PasswordSetNew (spec §2): 'Check your email!' — a link to set a password was sent ('Create a password
 * instead', or a passwordless user reached by a reset); 'Resend email'.
 */
export function PasswordSetNew() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasswordSetNew') return null;
  return (
    <ResetEmailSent
      name="PasswordSetNew"
      header={t('passwordSetNew.header')}
      body={t('passwordSetNew.body', { email: state.passwordState.email })}
      loginWithoutPassword={false}
    />
  );
}
