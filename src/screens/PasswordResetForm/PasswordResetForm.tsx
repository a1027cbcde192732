import { useId, type FormEvent } from 'react';
import { useText } from '../../i18n/index.js';
import { passwordResetFormText } from '../../i18n/english/PasswordResetForm.js';
import { Banner } from '../../primitives/Banner/index.js';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { Divider } from '../../primitives/Divider/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import { canSubmitPassword } from '../../flow/products/passwords/rules.js';
import { useFlowSelector, usePending, useScreen, useSend } from '../../react/index.js';
import { useHydrated } from '../../react/useHydrated.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { NewPasswordField } from '../shared/NewPasswordField.js';
import * as styles from '../shared/forms.css.js';

/**
 * PasswordResetForm (spec §2), the reset-password mode's screen: 'Reset your password', a new-password field
 * with the live strength check, 'Continue' (disabled while the password is invalid) and 'Login without a
 * password' ('Logging in...' with a spinner while it works). Opened from a `stytch_token_type=login` link it
 * shows 'Logging in' with a spinner and signs in by itself. Failures show where spec §8 says: the reset's
 * under the form, the login's under its button, the automatic login's as a toast. Opened without a token it
 * says the link is invalid or expired instead of asking for a password that could never be set.
 */
export function PasswordResetForm() {
  const screen = useScreen('PasswordResetForm');
  const send = useSend();
  const busy = usePending();
  const resetting = usePending('passwords.reset');
  const loggingIn = usePending('passwords.tokenLogin');
  const t = useText(passwordResetFormText);
  const hasToken = useFlowSelector((state) => state.resetPasswordState.token !== '');
  const email = useFlowSelector((state) => state.passwordState.email);
  const meterId = useId();
  // The token is the page address's, which only the browser reads (and takes off the address: issue 26): on
  // the server and while hydrating the screen waits with its header and a spinner (issue 38: the same markup
  // in both).
  const hydrated = useHydrated();
  if (!screen) return null;

  if (screen.autoLogin || !hydrated) {
    return (
      <FlowScreen name="PasswordResetForm" header={t(hydrated ? 'passwordReset.autoLoggingIn' : 'passwordReset.header')}>
        <div className={styles.centered}>
          {/* The header says it; the spinner only shows it. */}
          <Spinner label="" />
        </div>
      </FlowScreen>
    );
  }

  // Without a token no reset can succeed: say so at once rather than after the user chose a password.
  if (!hasToken) {
    return (
      <FlowScreen name="PasswordResetForm" header={t('passwordReset.header')}>
        <Banner>{t('passwordReset.noToken')}</Banner>
      </FlowScreen>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'PASSWORD_RESET_SUBMIT', password: String(new FormData(event.currentTarget).get('password') ?? '') });
  };
  return (
    <FlowScreen name="PasswordResetForm" header={t('passwordReset.header')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="reset-form">
        <BusyFieldset busy={busy} className={styles.fieldset}>
          {/* For password managers (issue 23): the account the new password belongs to, so they save it with
              its username. Not shown and not focusable; empty when the flow does not know the address (a
              reset link opened in a new tab). */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden data-part="reset-username" />
          <NewPasswordField strength={screen.strength} meterId={meterId} />
        </BusyFieldset>
        {/* Spec §2: disabled while the password is invalid; the meter's unmet rules say why (issue 23). */}
        <Button
          type="submit"
          disabled={!canSubmitPassword(screen.strength) || loggingIn}
          aria-describedby={!canSubmitPassword(screen.strength) && screen.strength.result ? meterId : undefined}
          loading={resetting}
        >
          {t('passwordReset.submit')}
        </Button>
        {screen.submitError ? <Banner>{t(screen.submitError)}</Banner> : null}
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
      {screen.loginError ? <Banner>{t(screen.loginError)}</Banner> : null}
    </FlowScreen>
  );
}
