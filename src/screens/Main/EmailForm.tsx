import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { TextField } from '../../primitives/TextField/index.js';
import type { EmailForm as EmailFormOwner } from '../../flow/config.js';
import { emailSubmit } from '../../flow/main.js';
import { useFlowSelector, usePending, useSend, useText, type IntentHandlers } from '../../react/index.js';
import { usePasskeyAutofill } from './usePasskeyAutofill.js';
import * as styles from '../shared/forms.css.js';

export interface EmailFormProps {
  /** The product that owns the Email tab (spec §5: passwords, else magic links, else email OTP). */
  owner: EmailFormOwner;
  /** Handlers that load the screens the form leads to once the user shows intent (Main's `useIntent`). */
  intent?: IntentHandlers;
}

/**
 * Main's email form. Uncontrolled: the address is read from `FormData` on submit (house style), so it
 * survives a failed attempt untouched. `method="dialog"` (as Main's phone form): outside a dialog a submit
 * before the scripts have hydrated a server-rendered form does nothing — the address goes nowhere and stays
 * in the field (issue 38); once hydrated `onSubmit` handles it. While a request is pending its input is read-only (focus stays in it,
 * issue 23) and the submit button stays focusable and shows its spinner.
 */
export function EmailForm({ owner, intent }: EmailFormProps) {
  const send = useSend();
  const t = useText();
  const submit = emailSubmit(owner);
  const error = useFlowSelector((state) => state.fieldErrors.email);
  const email = useFlowSelector(submit.lastEmail);
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
    <form className={styles.form} method="dialog" onSubmit={onSubmit} noValidate data-part="email-form" data-owner={owner} {...intent}>
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
