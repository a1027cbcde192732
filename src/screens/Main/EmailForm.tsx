import type { FormEvent } from 'react';
import { useMessages, type MessageKey } from '../../i18n';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { EmailForm as EmailFormOwner } from '../../flow/config';
import type { FlowState } from '../../flow/state';
import type { FlowEvent } from '../../flow/types';
import { useFlow } from '../../react';
import { useText } from '../../react';
import { usePasskeyAutofill } from './usePasskeyAutofill';
import * as styles from '../shared/forms.css';

/** What each owner of the Email tab does with the address (spec §4). */
const SUBMIT: Record<EmailFormOwner, { event: (email: string) => FlowEvent; action: string; label: MessageKey }> = {
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
}

/**
 * Main's email form. Uncontrolled: the address is read from `FormData` on submit (house style), so it
 * survives a failed attempt untouched. Its inputs are disabled while a request is pending; the submit
 * button stays focusable and shows its spinner.
 */
export function EmailForm({ owner }: EmailFormProps) {
  const { state, send } = useFlow();
  const t = useMessages();
  const text = useText();
  const submit = SUBMIT[owner];
  const error = state.fieldErrors.email;
  const passkeyAutofill = usePasskeyAutofill();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.pending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    send(submit.event(email));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-part="email-form" data-owner={owner}>
      <fieldset className={styles.fieldset} disabled={state.pending !== null}>
        <TextField
          label={t('field.email.label')}
          name="email"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
          placeholder={t('field.email.placeholder')}
          defaultValue={lastEmail(state, owner)}
          errorMessage={error ? text(error) : undefined}
          onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'email' })}
          required
        />
      </fieldset>
      <Button type="submit" loading={state.pending?.action === submit.action}>
        {t(submit.label)}
      </Button>
    </form>
  );
}
