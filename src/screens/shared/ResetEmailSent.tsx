import { useMessages } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';
import type { ScreenName } from '../../flow/state';
import { useFlow } from '../../widget/context';
import { FlowScreen } from './FlowScreen';
import { ResendRow } from './ResendRow';

export interface ResetEmailSentProps {
  name: Extract<ScreenName, 'PasswordForgot' | 'PasswordBreached' | 'PasswordSetNew' | 'PasswordDedupe'>;
  header: string;
  /** What was sent, with the address. */
  body: string;
  /** Offers 'Login without a password', which emails a login link instead (spec §4). */
  loginWithoutPassword: boolean;
}

/**
 * The screens that follow a reset email (spec §2 PasswordForgot, PasswordBreached, PasswordSetNew,
 * PasswordDedupe): what was sent to whom, 'Resend email', and on most of them 'Login without a password'.
 */
export function ResetEmailSent({ name, header, body, loginWithoutPassword }: ResetEmailSentProps) {
  const { state, send } = useFlow();
  const t = useMessages();
  const busy = state.pending !== null;
  const sendingLink = state.pending?.action === 'magicLinks.send';
  return (
    <FlowScreen name={name} header={header} back>
      <Text part="email-sent-to">{body}</Text>
      <ResendRow
        label={t('emailConfirmation.resend')}
        pending={state.pending?.action === 'passwords.resetStart'}
        disabled={busy}
        onPress={() => send({ type: 'PASSWORD_RESEND' })}
      />
      {loginWithoutPassword ? (
        <Button
          variant="secondary"
          part="login-without-password"
          loading={sendingLink}
          disabled={busy && !sendingLink}
          onPress={() => send({ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' })}
        >
          {t('password.loginWithoutPassword')}
        </Button>
      ) : null}
    </FlowScreen>
  );
}
