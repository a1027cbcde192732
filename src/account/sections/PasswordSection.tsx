import { useEffect, useId, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../constants.js';
import { Button } from '../../primitives/Button/index.js';
import { LiveRegion } from '../../primitives/shared/LiveRegion.js';
import { StrengthMeter, strengthSummary } from '../../primitives/StrengthMeter/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import type { StrengthCheckResult } from '../../wire/index.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { CancelButton, Section, useBusy, useFocusLater } from '../parts.js';
import type { PasswordPolicy } from '../services.js';
import * as styles from '../AccountSettings.css.js';

/**
 * Password: set one, or change it (`passwords.resetBySession`), with the sign-up's live strength check — the
 * meter, the breach check — said in a status region after each typing pause (issue 23). A password the check
 * refuses is not sent.
 */
export function PasswordSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const saving = useBusy('password');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<StrengthCheckResult | null>(null);
  const [policy, setPolicy] = useState<PasswordPolicy>({});
  const [refused, setRefused] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const meterId = useId();
  const focusLater = useFocusLater();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) void store.services.account.passwordPolicy().then(setPolicy, () => undefined);
  }, [open, store]);
  if (!user) return null;
  const email = user.emails[0]?.email;

  const check = (password: string) => store.services.passwords.strengthCheck(password, email);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setResult(null);
    setRefused(false);
    focusLater(() => toggle.current);
  };

  const submit = async (password: string) => {
    const checked = await check(password).catch(() => null);
    if (checked) setResult(checked);
    if (checked && !checked.valid_password) {
      setRefused(true);
      return;
    }
    const answer = await store.run('password', 'account.setPassword', password, {
      event: { type: 'ACCOUNT_PASSWORD_SET', data: null },
      notice: { key: 'account.password.saved' },
    });
    if (answer) close();
  };

  return (
    <Section name="password" header={t('account.password.header')}>
      {open ? (
        <form
          className={styles.form}
          data-part="account-password-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(String(new FormData(event.currentTarget).get('password') ?? ''));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <TextField
            label={t('field.newPassword.label')}
            name="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            required
            aria-describedby={result ? meterId : undefined}
            onValueChange={(password) => {
              setRefused(false);
              clearTimeout(timer.current);
              if (password === '') return;
              timer.current = setTimeout(() => void check(password).then(setResult, () => undefined), DEBOUNCE_MS);
            }}
          />
          {result ? <StrengthMeter id={meterId} {...result} {...policy} /> : null}
          <LiveRegion part="strength-status">{result ? strengthSummary(result, t, policy) : null}</LiveRegion>
          {refused ? (
            <div role="alert" data-part="account-password-refused">
              {t(result?.breached_password ? 'account.password.breached' : 'account.password.weak')}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" part="account-password-save" loading={saving}>
              {t('account.save')}
            </Button>
            <CancelButton onCancel={close} />
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button ref={toggle} variant="secondary" part="account-password-open" onPress={() => setOpen(true)}>
            {t(user.password ? 'account.password.change' : 'account.password.set')}
          </Button>
        </div>
      )}
    </Section>
  );
}
