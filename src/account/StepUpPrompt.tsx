import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button/index.js';
import { Heading } from '../primitives/Heading/index.js';
import { Message, Text } from '../primitives/Text/index.js';
import { TextField } from '../primitives/TextField/index.js';
import type { User } from '../wire/index.js';
import { useAccount, useAccountStore, useAccountText } from './context.js';
import { CodeEntry } from './parts.js';
import type { StepUpFactor, StepUpNeed } from './store.js';
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

const PROMPT = 'stepUp';

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
  const [sent, setSent] = useState<{ methodId: string } | null>(null);
  const [working, setWorking] = useState<StepUpFactor | null>(null);
  const minutes = store.sessionDurationMinutes;
  const { services } = store;

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

  const attempt = async (factor: StepUpFactor, call: () => Promise<unknown>): Promise<boolean> => {
    setWorking(factor);
    store.clearError(PROMPT);
    try {
      await call();
      setWorking(null);
      store.stepUpPassed(factor);
      return true;
    } catch (error) {
      setWorking(null);
      store.fail(PROMPT, error);
      return false;
    }
  };

  const sendCode = async (factor: 'email' | 'sms') => {
    setWorking(factor);
    store.clearError(PROMPT);
    try {
      const { method_id } = await services.otp.send(factor, factor === 'email' ? email : phone, {});
      setSent({ methodId: method_id });
    } catch (error) {
      store.fail(PROMPT, error);
    }
    setWorking(null);
  };

  return (
    <div ref={root} tabIndex={-1} role="group" aria-labelledby={headingId} className={styles.form} data-part="account-step-up">
      <Heading level={4} id={headingId} visuallyHidden={false}>
        {t('account.stepUp.header')}
      </Heading>
      <Text>{t('account.stepUp.body')}</Text>
      <StepUpError />
      {factors.includes('totp') ? (
        <CodeEntry label={t('totp.codeLabel')} onCode={(code) => attempt('totp', () => services.totp.authenticate(code, minutes))} />
      ) : null}
      {(factors.includes('email') || factors.includes('sms')) && !sent ? (
        <Button
          part="account-step-up-send"
          loading={working === 'email' || working === 'sms'}
          onPress={() => void sendCode(factors.includes('email') ? 'email' : 'sms')}
        >
          {/* The address kept whole and in order in any script (issue 40). */}
          <Message text={t('account.stepUp.emailCode')} values={{ destination: factors.includes('email') ? email : phone }} />
        </Button>
      ) : null}
      {sent ? (
        <>
          <Text>
            <Message text={t('account.contacts.codeSent')} values={{ destination: factors.includes('email') ? email : phone }} />
          </Text>
          <CodeEntry
            onCode={(code) =>
              attempt(factors.includes('email') ? 'email' : 'sms', () => services.otp.authenticate(code, sent.methodId, minutes))
            }
          />
        </>
      ) : null}
      {factors.includes('password') ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const password = String(new FormData(event.currentTarget).get('password') ?? '');
            void attempt('password', () => services.passwords.authenticate(email, password, minutes));
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
          onPress={() =>
            void attempt('passkey', () =>
              services.passkeys.authenticate({ autofill: false, sessionDurationMinutes: minutes, signal: new AbortController().signal }),
            )
          }
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
