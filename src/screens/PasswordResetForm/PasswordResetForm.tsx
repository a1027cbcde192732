import type { FormEvent } from 'react';
import { useMessages } from '../../i18n';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Divider } from '../../primitives/Divider';
import { Spinner } from '../../primitives/Spinner';
import { canSubmitPassword } from '../../flow/products/passwords';
import { useFlow } from '../../react';
import { FlowScreen } from '../shared/FlowScreen';
import { NewPasswordField } from '../shared/NewPasswordField';
import { useText } from '../../react';
import * as styles from '../shared/forms.css';

/**
 * PasswordResetForm (spec §2), the reset-password mode's screen: 'Reset your password', a new-password field
 * with the live strength check, 'Continue' (disabled while the password is invalid) and 'Login without a
 * password' ('Logging in...' with a spinner while it works). Opened from a `stytch_token_type=login` link it
 * shows 'Logging in' with a spinner and signs in by itself. Failures show where spec §8 says: the reset's
 * under the form, the login's under its button, the automatic login's as a toast.
 */
export function PasswordResetForm() {
  const { state, send } = useFlow();
  const t = useMessages();
  const text = useText();
  if (state.screen !== 'PasswordResetForm') return null;

  if (state.autoLogin) {
    return (
      <FlowScreen name="PasswordResetForm" header={t('passwordReset.autoLoggingIn')}>
        <div className={styles.centered}>
          {/* The header says it; the spinner only shows it. */}
          <Spinner label="" />
        </div>
      </FlowScreen>
    );
  }

  const resetting = state.pending?.action === 'passwords.reset';
  const loggingIn = state.pending?.action === 'passwords.tokenLogin';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'PASSWORD_RESET_SUBMIT', password: String(new FormData(event.currentTarget).get('password') ?? '') });
  };
  return (
    <FlowScreen name="PasswordResetForm" header={t('passwordReset.header')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="reset-form">
        <fieldset className={styles.fieldset} disabled={state.pending !== null}>
          <NewPasswordField strength={state.strength} />
        </fieldset>
        <Button type="submit" disabled={!canSubmitPassword(state.strength) || loggingIn} loading={resetting}>
          {t('passwordReset.submit')}
        </Button>
        {state.submitError ? <Banner>{text(state.submitError)}</Banner> : null}
      </form>
      <Divider label={t('main.divider')} />
      <Button
        variant="secondary"
        part="login-without-password"
        loading={loggingIn}
        disabled={resetting}
        onPress={() => send({ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' })}
      >
        {t(loggingIn ? 'passwordReset.loggingIn' : 'password.loginWithoutPassword')}
      </Button>
      {state.loginError ? <Banner>{text(state.loginError)}</Banner> : null}
    </FlowScreen>
  );
}
