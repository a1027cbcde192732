import type { FormEvent } from 'react';
import { useText } from '../../i18n/index.js';
import { totpRecoverText } from '../../i18n/english/TOTPRecover.js';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { Text } from '../../primitives/Text/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import { useFlowSelector, usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as forms from '../shared/forms.css.js';

/**
 * TOTPRecover (beyond the spec, in its style): one of the recovery codes saved at enrolment, each good once,
 * instead of the authenticator app's code.
 */
export function TOTPRecover() {
  const screen = useScreen('TOTPRecover');
  const send = useSend();
  const error = useFlowSelector((state) => state.fieldErrors.code);
  const busy = usePending();
  const recovering = usePending('totp.recover');
  const t = useText(totpRecoverText);
  if (!screen) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send({ type: 'TOTP_RECOVERY_SUBMIT', code: String(new FormData(event.currentTarget).get('recovery_code') ?? '') });
  };
  return (
    <FlowScreen name="TOTPRecover" header={t('totp.recover.header')}>
      <Text>{t('totp.recover.body')}</Text>
      <form className={forms.form} onSubmit={onSubmit} noValidate data-part="totp-recover-form">
        <BusyFieldset busy={busy} className={forms.fieldset}>
          <TextField
            label={t('totp.recover.label')}
            name="recovery_code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            errorMessage={error ? t(error) : undefined}
            onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
            required
          />
        </BusyFieldset>
        <Button type="submit" loading={recovering}>
          {t('totp.recover.submit')}
        </Button>
      </form>
      <Button variant="text" part="totp-use-app" disabled={busy} onPress={() => send({ type: 'TOTP_USE_APP' })}>
        {t('totp.recover.useApp')}
      </Button>
    </FlowScreen>
  );
}
