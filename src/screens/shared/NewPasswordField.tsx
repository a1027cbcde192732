import { useState } from 'react';
import { useText } from '../../i18n/index.js';
import { newPasswordFieldText } from '../../i18n/english/NewPasswordField.js';
import { strengthMeterText } from '../../i18n/english/StrengthMeter.js';
import { LiveRegion } from '../../primitives/shared/LiveRegion.js';
import { StrengthMeter, strengthSummary } from '../../primitives/StrengthMeter/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import type { StrengthState } from '../../flow/products/passwords/index.js';
import { useFlowSelector, useSend } from '../../react/index.js';

/** Its label's English, and the meter's, which its summary says (issue 36). */
const english = { ...newPasswordFieldText, ...strengthMeterText };

export interface NewPasswordFieldProps {
  /** The live strength check of this field (spec §5). */
  strength: StrengthState;
  /**
   * Id of the strength meter, so the form's submit button can point at it (`aria-describedby`) while it is
   * unavailable: the unmet rules are why.
   */
  meterId: string;
  /** Focuses the field on mount. @default false */
  autoFocus?: boolean;
}

/**
 * A new-password field with the live strength check (spec §5): every change goes to the flow, which checks
 * it after the debounce pause; the meter shows the last answer — the zxcvbn four-segment meter, warning and
 * suggestions, or the LUDS rules with the project's numbers — and the breach warning.
 *
 * What the meter says is also written into a status region that is there from the first render (issue 23),
 * once the check has settled: a screen-reader user hears the level or the rules after a typing pause, not on
 * every keystroke, and the breach warning is heard even on the first answer.
 */
export function NewPasswordField({ strength, meterId, autoFocus = false }: NewPasswordFieldProps) {
  const send = useSend();
  const t = useText(english);
  const error = useFlowSelector((state) => state.fieldErrors.password);
  const policy = useFlowSelector((state) => state.bootstrap?.passwordConfig);
  const luds = { ludsMinimumCount: policy?.ludsMinimumCount, ludsComplexity: policy?.ludsComplexity };
  // While a newer check is on its way the meter still shows the last answer; the region keeps what it said
  // until the new answer is in, so nothing is said twice or mid-typing.
  const summary = strength.result ? strengthSummary(strength.result, t, luds) : '';
  const [said, setSaid] = useState(summary);
  if (strength.checking === null && summary !== said) setSaid(summary);
  return (
    <>
      <TextField
        label={t('field.newPassword.label')}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        errorMessage={error ? t(error) : undefined}
        aria-describedby={strength.result ? meterId : undefined}
        onValueChange={(password) => send({ type: 'PASSWORD_CHANGED', password })}
        required
      />
      {strength.result ? <StrengthMeter id={meterId} {...strength.result} {...luds} /> : null}
      <LiveRegion part="strength-status">{said}</LiveRegion>
    </>
  );
}
