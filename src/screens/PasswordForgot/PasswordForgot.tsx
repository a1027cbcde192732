import { useMessages } from '../../i18n';
import { useFlow } from '../../widget/context';
import { ResetEmailSent } from '../shared/ResetEmailSent';

/**
 * PasswordForgot (spec §2): 'Forgot password?' — a reset link went to the user's email; 'Resend email' and
 * 'Login without a password'.
 */
export function PasswordForgot() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasswordForgot') return null;
  return (
    <ResetEmailSent
      name="PasswordForgot"
      header={t('passwordForgot.header')}
      body={t('passwordForgot.body', { email: state.passwordState.email })}
      loginWithoutPassword
    />
  );
}
