import { useEffect, useId, useRef } from 'react';
import { Button } from '../primitives/Button/index.js';
import { Heading } from '../primitives/Heading/index.js';
import { Message, Text } from '../primitives/Text/index.js';
import { TextField } from '../primitives/TextField/index.js';
import type { User } from '../wire/index.js';
import { useAccount, useAccountStore, useAccountText } from './context.js';
import { CodeEntry } from './parts.js';
import type { AccountActionName, AccountActions } from './actions.js';
import { PROMPT, type StepUpNeed } from './reduce.js';
import type { StepUpFactor } from './store.js';
import * as styles from './AccountSettings.css.js';

/** The fresh factors this user can give for `need`, best first (issue 39; emulator `assertRecentFactor`). */
export function stepUpFactors(user: User, need: StepUpNeed): StepUpFactor[] {
  const email = user.emails.some((entry) => entry.verified);
  // While the user has an authenticator app, a change of factors needs its code (issue 42 item 1).
  if (need === 'change_factors' && user.totps.some((entry) => entry.verified)) return ['totp'];
  const factors: StepUpFactor[] = [];
  if (email) factors.push('email');
  // A password reset by session takes a password, magic link or email passcode only (the provider's rule).
  if (need === 'change_factors' && !email && user.phone_numbers.some((entry) => entry.verified)) factors.push('sms');
  if (user.password && user.emails.length > 0) factors.push('password');
  if (need === 'change_factors' && user.webauthn_registrations.length > 0) factors.push('passkey');
  return factors;
}

/**
 * 'Confirm it's you': the fresh factor a refused change needs, asked for where the user acted — a code sent to
 * their email (or phone), their password, a passkey, or their authenticator app's code — then the change runs
 * again by itself. Focus moves into the prompt when it opens and back where it was when it closes.
 */
export function StepUpPrompt({ need }: { need: StepUpNeed }) {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const sent = useAccount((state) => state.stepUp?.sent ?? null);
  const working = useAccount((state) => state.pending?.factor ?? null);

  useEffect(() => {
    const before = root.current?.ownerDocument.activeElement as HTMLElement | null;
    root.current?.focus();
    return () => {
      // Back to what the user pressed, when it is still on the page (the retried action may have replaced it).
      if (before?.isConnected) before.focus();
    };
  }, []);

  if (!user) return null;
  const factors = stepUpFactors(user, need);
  const email = user.emails.find((entry) => entry.verified)?.email ?? user.emails[0]?.email ?? '';
  const phone = user.phone_numbers.find((entry) => entry.verified)?.phone_number ?? '';

  // Each step runs through the controller: a factor that passes issues the refused change again (issue 39).
  const attempt = <A extends AccountActionName>(factor: StepUpFactor, action: A, input: AccountActions[A]['input']) =>
    store.stepUp(factor, action, input).then((answer) => answer !== null);
  const channel = factors.includes('email') ? 'email' : 'sms';
  const destination = channel === 'email' ? email : phone;

  return (
    <div ref={root} tabIndex={-1} role="group" aria-labelledby={headingId} className={styles.form} data-part="account-step-up">
      <Heading level={4} id={headingId} visuallyHidden={false}>
        {t('account.stepUp.header')}
      </Heading>
      <Text>{t('account.stepUp.body')}</Text>
      <StepUpError />
      {factors.includes('totp') ? (
        <CodeEntry label={t('totp.codeLabel')} onCode={(code) => attempt('totp', 'totp.authenticate', code)} />
      ) : null}
      {(factors.includes('email') || factors.includes('sms')) && !sent ? (
        <Button
          part="account-step-up-send"
          loading={working === channel}
          onPress={() => void store.stepUp(channel, 'otp.send', { channel, destination })}
        >
          {/* The address kept whole and in order in any script (issue 40). */}
          <Message text={t('account.stepUp.emailCode')} values={{ destination }} />
        </Button>
      ) : null}
      {sent ? (
        <>
          <Text>
            <Message text={t('account.contacts.codeSent')} values={{ destination }} />
          </Text>
          <CodeEntry onCode={(code) => attempt(channel, 'otp.authenticate', { code, methodId: sent.methodId })} />
        </>
      ) : null}
      {factors.includes('password') ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const password = String(new FormData(event.currentTarget).get('password') ?? '');
            void attempt('password', 'passwords.authenticate', { email, password });
          }}
        >
          <TextField label={t('account.stepUp.password')} name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" part="account-step-up-password" loading={working === 'password'}>
            {t('account.stepUp.confirm')}
          </Button>
        </form>
      ) : null}
      {factors.includes('passkey') ? (
        <Button
          variant="secondary"
          part="account-step-up-passkey"
          loading={working === 'passkey'}
          onPress={() => void attempt('passkey', 'passkeys.authenticate', undefined)}
        >
          {t('account.stepUp.passkey')}
        </Button>
      ) : null}
      <Button variant="text" part="account-step-up-cancel" onPress={() => store.stepUpCancelled()}>
        {t('account.cancel')}
      </Button>
    </div>
  );
}

function StepUpError() {
  const t = useAccountText();
  const error = useAccount((state) => state.errors[PROMPT]);
  return error ? (
    <div role="alert" data-part="account-step-up-error">
      <Text size="helper">{t(error)}</Text>
    </div>
  ) : null;
}
