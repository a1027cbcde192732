import { useMessages } from '../../i18n';
import { useFlow } from '../../widget/context';
import { ResetEmailSent } from '../shared/ResetEmailSent';

/**
 * PasswordDedupe (spec §2): 'Check your email to set a new password!' — a link was sent to confirm it is the
 * user (the API answered `reset_password`); 'Resend email' and 'Login without a password'.
 */
export function PasswordDedupe() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasswordDedupe') return null;
  return (
    <ResetEmailSent
      name="PasswordDedupe"
      header={t('passwordDedupe.header')}
      body={t('passwordDedupe.body', { email: state.passwordState.email })}
      loginWithoutPassword
    />
  );
}
