import { useId, type FormEvent } from 'react';
import { useText } from '../../i18n/index.js';
import { passwordCreateOrLoginText } from '../../i18n/english/PasswordCreateOrLogin.js';
import { passcodeEntryText } from '../../i18n/english/PasscodeEntry.js';
import { resendRowText } from '../../i18n/english/ResendRow.js';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { Divider } from '../../primitives/Divider/index.js';
import { Message, Text } from '../../primitives/Text/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import { canSubmitPassword, emailAlternative } from '../../flow/products/passwords/rules.js';
import type { StrengthState } from '../../flow/products/passwords/index.js';
import type { PasscodeEntry as Entry } from '../../flow/products/shared/passcode.js';
import { useConfig, useFlowSelector, usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { InboxLinks } from '../shared/InboxLinks.js';
import { NewPasswordField } from '../shared/NewPasswordField.js';
import { PasscodeEntry } from '../shared/PasscodeEntry.js';
import { ResendRow } from '../shared/ResendRow.js';
import * as styles from '../shared/forms.css.js';

/** Its own English, and the passcode entry's and the resend row's headers and labels it shows (issue 36). */
const english = { ...passwordCreateOrLoginText, ...passcodeEntryText, ...resendRowText };

/** The password a form holds, read from `FormData` on submit (house style: uncontrolled forms). */
const passwordOf = (event: FormEvent<HTMLFormElement>): string => String(new FormData(event.currentTarget).get('password') ?? '');

/** The address, read-only: it names the account for password managers (`autocomplete="username"`). */
function EmailField({ email }: { email: string }) {
  const t = useText(english);
  return <TextField label={t('field.email.label')} name="email" type="email" autoComplete="username" defaultValue={email} readOnly />;
}

/**
 * The optional alternative (spec §2): 'Email me a login link' when magic links are configured, else 'Email me
 * a login code' with email passcodes; nothing otherwise.
 */
function EmailAlternative() {
  const send = useSend();
  const via = emailAlternative(useConfig());
  const busy = usePending();
  const sending = usePending(via === 'link' ? 'magicLinks.send' : 'otp.send');
  const t = useText(english);
  if (!via) return null;
  return (
    <>
      <Divider label={t('main.divider')} />
      <Button
        variant="secondary"
        part="email-alternative"
        loading={sending}
        disabled={busy && !sending}
        onPress={() => send({ type: 'PASSWORD_EMAIL_INSTEAD' })}
      >
        {t(via === 'link' ? 'password.emailLoginLink' : 'password.emailLoginCode')}
      </Button>
    </>
  );
}

/** A new user: the set-password form with the live strength check; 'Continue' waits for a valid password. */
function NewUser({ email, strength }: { email: string; strength: StrengthState }) {
  const send = useSend();
  const busy = usePending();
  const creating = usePending('passwords.create', 'passwords.resetRefused');
  const t = useText(english);
  const meterId = useId();
  const ready = canSubmitPassword(strength);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'PASSWORD_CREATE', password: passwordOf(event) });
  };
  return (
    // The password field takes focus (not the header), so the user can type at once.
    <FlowScreen name="PasswordCreateOrLogin" header={t('password.new.header')} back focusHeader={false}>
      <Text>{t('password.new.body')}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="password-form" data-user-type="new">
        <BusyFieldset busy={busy} className={styles.fieldset}>
          <EmailField email={email} />
          <NewPasswordField strength={strength} meterId={meterId} autoFocus />
        </BusyFieldset>
        {/* Spec §5 keeps it disabled until the password is valid; the meter's unmet rules say why (issue 23). */}
        <Button type="submit" disabled={!ready} aria-describedby={!ready && strength.result ? meterId : undefined} loading={creating}>
          {t('password.new.submit')}
        </Button>
      </form>
      <EmailAlternative />
    </FlowScreen>
  );
}

/** A password user: the Log In form, 'Forgot Password?' and the optional alternative. */
function LogIn({ email }: { email: string }) {
  const send = useSend();
  const error = useFlowSelector((state) => state.fieldErrors.password);
  const busy = usePending();
  const loggingIn = usePending('passwords.authenticate', 'passwords.resetRefused');
  const forgetting = usePending('passwords.resetStart');
  const t = useText(english);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send({ type: 'PASSWORD_LOGIN', password: passwordOf(event) });
  };
  return (
    <FlowScreen name="PasswordCreateOrLogin" header={t('password.login.header')} back focusHeader={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-part="password-form" data-user-type="password">
        <BusyFieldset busy={busy} className={styles.fieldset}>
          <EmailField email={email} />
          <TextField
            label={t('field.password.label')}
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            errorMessage={error ? t(error) : undefined}
            onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'password' })}
            required
          />
        </BusyFieldset>
        <Button type="submit" loading={loggingIn}>
          {t('password.login.submit')}
        </Button>
      </form>
      <Button
        variant="text"
        part="forgot-password"
        loading={forgetting}
        disabled={busy && !forgetting}
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
function Passwordless({ email, passcode }: { email: string; passcode: Entry | null }) {
  const send = useSend();
  const busy = usePending();
  const creating = usePending('passwords.resetStart');
  const resending = usePending('magicLinks.send');
  const t = useText(english);
  return (
    <FlowScreen
      name="PasswordCreateOrLogin"
      header={t(passcode ? 'otp.header' : 'password.passwordless.header')}
      back
      focusHeader={passcode === null}
    >
      {passcode ? (
        <PasscodeEntry entry={passcode} />
      ) : (
        <>
          <Text part="email-sent-to">
            {/* The address stays whole, and in order in right-to-left text (issue 40). */}
            <Message text={t('password.passwordless.body')} values={{ email }} />
          </Text>
          <InboxLinks />
          <ResendRow
            label={t('emailConfirmation.resend')}
            pending={resending}
            disabled={busy}
            onPress={() => send({ type: 'MAGIC_LINK_RESEND' })}
          />
        </>
      )}
      <Divider label={t('main.divider')} />
      <Button
        variant="secondary"
        part="create-password-instead"
        loading={creating}
        disabled={busy && !creating}
        onPress={() => send({ type: 'PASSWORD_CREATE_INSTEAD' })}
      >
        {t('password.createInstead')}
      </Button>
    </FlowScreen>
  );
}

/**
 * PasswordCreateOrLogin (spec §2): after the email lookup, by user type — a set-password form for a new user,
 * a Log In form for a password user, an automatic login email or code for a passwordless user — with the back
 * arrow to Main.
 */
export function PasswordCreateOrLogin() {
  const screen = useScreen('PasswordCreateOrLogin');
  const { email, type } = useFlowSelector((state) => state.passwordState);
  if (!screen) return null;
  switch (type) {
    case 'new':
      return <NewUser email={email} strength={screen.strength} />;
    case 'password':
      return <LogIn email={email} />;
    case 'passwordless':
      return <Passwordless email={email} passcode={screen.passcode} />;
    default:
      return type satisfies never;
  }
}
