import type { FormEvent } from 'react';
import { useText, type MainMessageKey } from '../../i18n/index.js';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { TextField } from '../../primitives/TextField/index.js';
import type { EmailForm as EmailFormOwner } from '../../flow/config.js';
import type { FlowState } from '../../flow/state.js';
import type { ActionName, FlowEvent } from '../../flow/types.js';
import { useFlowSelector, usePending, useSend, type IntentHandlers } from '../../react/index.js';
import { usePasskeyAutofill } from './usePasskeyAutofill.js';
import * as styles from '../shared/forms.css.js';

/** What each owner of the Email tab does with the address (spec §4). */
const SUBMIT: Record<EmailFormOwner, { event: (email: string) => FlowEvent; action: ActionName; label: MainMessageKey }> = {
  otp: {
    event: (email) => ({ type: 'OTP_SUBMIT', method: 'email', destination: email }),
    action: 'otp.send',
    label: 'main.continueWithEmail',
  },
  emailMagicLinks: { event: (email) => ({ type: 'MAGIC_LINK_SUBMIT', email }), action: 'magicLinks.send', label: 'main.continueWithEmail' },
  passwords: { event: (email) => ({ type: 'PASSWORD_EMAIL_SUBMIT', email }), action: 'passwords.search', label: 'main.continue' },
};

/** The address the user last entered for this form, so coming back to Main loses nothing. */
function lastEmail(state: FlowState, owner: EmailFormOwner): string {
  if (owner === 'otp') return state.otpState.type === 'email' ? state.otpState.otpDestination : '';
  if (owner === 'emailMagicLinks') return state.magicLinkState.email;
  return state.passwordState.email;
}

export interface EmailFormProps {
  /** The product that owns the Email tab (spec §5: passwords, else magic links, else email OTP). */
  owner: EmailFormOwner;
  /** Handlers that load the screens the form leads to once the user shows intent (Main's `useIntent`). */
  intent?: IntentHandlers;
}

/**
 * Main's email form. Uncontrolled: the address is read from `FormData` on submit (house style), so it
 * survives a failed attempt untouched. While a request is pending its input is read-only (focus stays in it,
 * issue 23) and the submit button stays focusable and shows its spinner.
 */
export function EmailForm({ owner, intent }: EmailFormProps) {
  const send = useSend();
  const t = useText();
  const submit = SUBMIT[owner];
  const error = useFlowSelector((state) => state.fieldErrors.email);
  const email = useFlowSelector((state) => lastEmail(state, owner));
  const busy = usePending();
  const submitting = usePending(submit.action);
  const passkeyAutofill = usePasskeyAutofill();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    send(submit.event(email));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-part="email-form" data-owner={owner} {...intent}>
      <BusyFieldset busy={busy} className={styles.fieldset}>
        <TextField
          label={t('field.email.label')}
          name="email"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
          placeholder={t('field.email.placeholder')}
          defaultValue={email}
          errorMessage={error ? t(error) : undefined}
          onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'email' })}
          required
        />
      </BusyFieldset>
      <Button type="submit" loading={submitting}>
        {t(submit.label)}
      </Button>
    </form>
  );
}
