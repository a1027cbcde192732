import type { FormEvent } from 'react';
import { useMessages } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { useFlow } from '../../react';
import { FlowScreen } from '../shared/FlowScreen';
import { useText } from '../../react';
import * as forms from '../shared/forms.css';

/**
 * TOTPRecover (beyond the spec, in its style): one of the recovery codes saved at enrolment, each good once,
 * instead of the authenticator app's code.
 */
export function TOTPRecover() {
  const { state, send } = useFlow();
  const t = useMessages();
  const text = useText();
  if (state.screen !== 'TOTPRecover') return null;
  const error = state.fieldErrors.code;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.pending) return;
    send({ type: 'TOTP_RECOVERY_SUBMIT', code: String(new FormData(event.currentTarget).get('recovery_code') ?? '') });
  };
  return (
    <FlowScreen name="TOTPRecover" header={t('totp.recover.header')}>
      <Text>{t('totp.recover.body')}</Text>
      <form className={forms.form} onSubmit={onSubmit} noValidate data-part="totp-recover-form">
        <fieldset className={forms.fieldset} disabled={state.pending !== null}>
          <TextField
            label={t('totp.recover.label')}
            name="recovery_code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            errorMessage={error ? text(error) : undefined}
            onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
            required
          />
        </fieldset>
        <Button type="submit" loading={state.pending?.action === 'totp.recover'}>
          {t('totp.recover.submit')}
        </Button>
      </form>
      <Button variant="text" part="totp-use-app" disabled={state.pending !== null} onPress={() => send({ type: 'TOTP_USE_APP' })}>
        {t('totp.recover.useApp')}
      </Button>
    </FlowScreen>
  );
}
