import { useId } from 'react';
import { useMessages } from '../../i18n/index.js';
import { StrengthMeter } from '../../primitives/StrengthMeter/index.js';
import { TextField } from '../../primitives/TextField/index.js';
import type { StrengthState } from '../../flow/products/passwords/index.js';
import { useFlowSelector, useSend, useText } from '../../react/index.js';

export interface NewPasswordFieldProps {
  /** The live strength check of this field (spec §5). */
  strength: StrengthState;
  /** Focuses the field on mount. @default false */
  autoFocus?: boolean;
}

/**
 * A new-password field with the live strength check (spec §5): every change goes to the flow, which checks
 * it after the debounce pause; the meter shows the last answer — the zxcvbn four-segment meter and warning,
 * or the LUDS rules with the project's numbers — and the breach warning.
 */
export function NewPasswordField({ strength, autoFocus = false }: NewPasswordFieldProps) {
  const send = useSend();
  const t = useMessages();
  const text = useText();
  const meterId = useId();
  const error = useFlowSelector((state) => state.fieldErrors.password);
  const policy = useFlowSelector((state) => state.bootstrap?.passwordConfig);
  return (
    <>
      <TextField
        label={t('field.newPassword.label')}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        errorMessage={error ? text(error) : undefined}
        aria-describedby={strength.result ? meterId : undefined}
        onValueChange={(password) => send({ type: 'PASSWORD_CHANGED', password })}
        required
      />
      {strength.result ? (
        <StrengthMeter
          id={meterId}
          {...strength.result}
          ludsMinimumCount={policy?.ludsMinimumCount}
          ludsComplexity={policy?.ludsComplexity}
        />
      ) : null}
    </>
  );
}
