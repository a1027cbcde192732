import { useText } from '../../i18n/index.js';
import { totpCodeFieldText } from '../../i18n/english/TOTPCodeField.js';
import { OTPField } from '../../primitives/OTPField/index.js';
import { ProgressBar } from '../../primitives/ProgressBar/index.js';
import { LiveRegion } from '../../primitives/shared/LiveRegion.js';
import { useFlowSelector, usePending, useSend } from '../../react/index.js';

export interface TOTPCodeFieldProps {
  /** Bumped by the flow when the boxes must be cleared (a refused code). */
  entry: number;
  /** Focus the boxes when they appear. @default false */
  autoFocus?: boolean;
}

/**
 * Six digit boxes for an authenticator app's code: they submit themselves on the sixth digit, show
 * 'Verifying code...' while the code is checked (also in a status region, issue 23) and the flow's message
 * when it is refused. The boxes stay focused (read-only) while the code is checked, and the cleared boxes of
 * a refused code take focus again, so the next code can be typed straight away.
 */
export function TOTPCodeField({ entry, autoFocus = false }: TOTPCodeFieldProps) {
  const send = useSend();
  const t = useText(totpCodeFieldText);
  const busy = usePending();
  const verifying = usePending('totp.authenticate');
  const error = useFlowSelector((state) => state.fieldErrors.code);
  return (
    <>
      <OTPField
        key={entry}
        label={t('totp.codeLabel')}
        // A new entry replaces the boxes that had focus: the new ones take it.
        autoFocus={autoFocus || entry > 0}
        readOnly={busy}
        errorMessage={error ? t(error) : undefined}
        onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
        onComplete={(code) => send({ type: 'TOTP_CODE_SUBMIT', code })}
      />
      {verifying ? <ProgressBar label={t('totp.verifying')} /> : null}
      <LiveRegion part="totp-status">{verifying ? t('totp.verifying') : null}</LiveRegion>
    </>
  );
}
