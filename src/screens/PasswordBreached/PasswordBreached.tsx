import { useMessages } from '../../i18n';
import { useFlow } from '../../widget/context';
import { ResetEmailSent } from '../shared/ResetEmailSent';

/**
 * PasswordBreached (spec §2): 'Check your email to set a new password' — another site using the same password
 * had a security issue, so a reset email was sent; 'Resend email' and 'Login without a password'.
 */
export function PasswordBreached() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'PasswordBreached') return null;
  return (
    <ResetEmailSent
      name="PasswordBreached"
      header={t('passwordBreached.header')}
      body={t('passwordBreached.body', { email: state.passwordState.email })}
      loginWithoutPassword
    />
  );
}
