import type { FormEvent } from 'react';
import { useMessages } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Divider } from '../../primitives/Divider';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { canSubmitPassword, emailAlternative } from '../../flow/products/passwords';
import type { StateOf } from '../../flow/state';
import { useFlow } from '../../react';
import { FlowScreen } from '../shared/FlowScreen';
import { InboxLinks } from '../shared/InboxLinks';
import { NewPasswordField } from '../shared/NewPasswordField';
import { PasscodeEntry } from '../shared/PasscodeEntry';
import { ResendRow } from '../shared/ResendRow';
import { useText } from '../../react';
import * as styles from '../shared/forms.css';

type ScreenState = StateOf<'PasswordCreateOrLogin'>;

/** The password a form holds, read from `FormData` on submit (house style: uncontrolled forms). */
const passwordOf = (event: FormEvent<HTMLFormElement>): string => String(new FormData(event.currentTarget).get('password') ?? '');

/** The address, read-only: it names the account for password managers (`autocomplete="username"`). */
function EmailField({ email }: { email: string }) {
  const t = useMessages();
  return <TextField label={t('field.email.label')} name="email" type="email" autoComplete="username" defaultValue={email} readOnly />;
}

/**
 * The optional alternative (spec §2): 'Email me a login link' when magic links are configured, else 'Email me
 * a login code' with email passcodes; nothing otherwise.
 */
function EmailAlternative() {
  const { state, send, config } = useFlow();
  const t = useMessages();
  const via = emailAlternative(config);
  if (!via) return null;
  const sending = state.pending?.action === (via === 'link' ? 'magicLinks.send' : 'otp.send');
  return (
    <>
      <Divider label={t('main.divider')} />
      <Button
        variant="secondary"
        part="email-alternative"
        loading={sending}
        disabled={state.pending !== null && !sending}
        onPress={() => send({ type: 'PASSWORD_EMAIL_INSTEAD' })}
      >
        {t(via === 'link' ? 'password.emailLoginLink' : 'password.emailLoginCode')}
      </Button>
    </>
  );
}

/** A new user: the set-password form with the live strength check; 'Continue' waits for a valid password. */
function NewUser({ state }: { state: ScreenState }) {
  const { send } = useFlow();
  const t = useMessages();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'PASSWORD_CREATE', password: passwordOf(event) });
  };
  return (
    // The password field takes focus (not the header), so the user can type at once.
    <FlowScreen name="PasswordCreateOrLogin" header={t('password.new.header')} back focusHeader={false}>
      <Text>{t('password.new.body')}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="password-form" data-user-type="new">
        <fieldset className={styles.fieldset} disabled={state.pending !== null}>
          <EmailField email={state.passwordState.email} />
          <NewPasswordField strength={state.strength} autoFocus />
        </fieldset>
        <Button
          type="submit"
          disabled={!canSubmitPassword(state.strength)}
          loading={isPending(state, 'passwords.create', 'passwords.resetRefused')}
        >
          {t('password.new.submit')}
        </Button>
      </form>
      <EmailAlternative />
    </FlowScreen>
  );
}

/** A password user: the Log In form, 'Forgot Password?' and the optional alternative. */
function LogIn({ state }: { state: ScreenState }) {
  const { send } = useFlow();
  const t = useMessages();
  const text = useText();
  const error = state.fieldErrors.password;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.pending) return;
    send({ type: 'PASSWORD_LOGIN', password: passwordOf(event) });
  };
  const forgetting = isPending(state, 'passwords.resetStart');
  return (
    <FlowScreen name="PasswordCreateOrLogin" header={t('password.login.header')} back focusHeader={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="password-form" data-user-type="password">
        <fieldset className={styles.fieldset} disabled={state.pending !== null}>
          <EmailField email={state.passwordState.email} />
          <TextField
            label={t('field.password.label')}
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            errorMessage={error ? text(error) : undefined}
            onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'password' })}
            required
          />
        </fieldset>
        <Button type="submit" loading={isPending(state, 'passwords.authenticate', 'passwords.resetRefused')}>
          {t('password.login.submit')}
        </Button>
      </form>
      <Button
        variant="text"
        part="forgot-password"
        loading={forgetting}
        disabled={state.pending !== null && !forgetting}
        onPress={() => send({ type: 'PASSWORD_FORGOT' })}
      >
        {t('password.forgot')}
      </Button>
      <EmailAlternative />
    </FlowScreen>
  );
}

/**
 * A passwordless user: a login link or code went out by itself (spec §4), so the screen says where — with
 * the inbox links, or the passcode boxes — and offers 'Create a password instead'.
 */
function Passwordless({ state }: { state: ScreenState }) {
  const { send } = useFlow();
  const t = useMessages();
  const creating = isPending(state, 'passwords.resetStart');
  return (
    <FlowScreen
      name="PasswordCreateOrLogin"
      header={t(state.passcode ? 'otp.header' : 'password.passwordless.header')}
      back
      focusHeader={state.passcode === null}
    >
      {state.passcode ? (
        <PasscodeEntry entry={state.passcode} />
      ) : (
        <>
          <Text part="email-sent-to">{t('password.passwordless.body', { email: state.passwordState.email })}</Text>
          <InboxLinks />
          <ResendRow
            label={t('emailConfirmation.resend')}
            pending={isPending(state, 'magicLinks.send')}
            disabled={state.pending !== null}
            onPress={() => send({ type: 'MAGIC_LINK_RESEND' })}
          />
        </>
      )}
      <Divider label={t('main.divider')} />
      <Button
        variant="secondary"
        part="create-password-instead"
        loading={creating}
        disabled={state.pending !== null && !creating}
        onPress={() => send({ type: 'PASSWORD_CREATE_INSTEAD' })}
      >
        {t('password.createInstead')}
      </Button>
    </FlowScreen>
  );
}

function isPending(state: ScreenState, ...actions: string[]): boolean {
  return state.pending !== null && actions.includes(state.pending.action);
}

/**
 * PasswordCreateOrLogin (spec §2): after the email lookup, by user type — a set-password form for a new user,
 * a Log In form for a password user, an automatic login email or code for a passwordless user — with the back
 * arrow to Main.
 */
export function PasswordCreateOrLogin() {
  const { state } = useFlow();
  if (state.screen !== 'PasswordCreateOrLogin') return null;
  switch (state.passwordState.type) {
    case 'new':
      return <NewUser state={state} />;
    case 'password':
      return <LogIn state={state} />;
    case 'passwordless':
      return <Passwordless state={state} />;
    default:
      return state.passwordState.type satisfies never;
  }
}
