import { useMessages } from '../../i18n/index.js';
import { OTPField } from '../../primitives/OTPField/index.js';
import { ProgressBar } from '../../primitives/ProgressBar/index.js';
import { useFlowSelector, usePending, useSend, useText } from '../../react/index.js';

export interface TOTPCodeFieldProps {
  /** Bumped by the flow when the boxes must be cleared (a refused code). */
  entry: number;
  /** Focus the boxes when they appear. @default false */
  autoFocus?: boolean;
}

/**
 * Six digit boxes for an authenticator app's code: they submit themselves on the sixth digit, show
 * 'Verifying code...' while the code is checked and the flow's message when it is refused.
 */
export function TOTPCodeField({ entry, autoFocus = false }: TOTPCodeFieldProps) {
  const send = useSend();
  const t = useMessages();
  const text = useText();
  const busy = usePending();
  const verifying = usePending('totp.authenticate');
  const error = useFlowSelector((state) => state.fieldErrors.code);
  return (
    <>
      <OTPField
        key={entry}
        label={t('totp.codeLabel')}
        autoFocus={autoFocus}
        disabled={busy}
        errorMessage={error ? text(error) : undefined}
        onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
        onComplete={(code) => send({ type: 'TOTP_CODE_SUBMIT', code })}
      />
      {verifying ? <ProgressBar label={t('totp.verifying')} /> : null}
    </>
  );
}
