import { useEffect } from 'react';
import { passkeyAutofill } from '../../flow/config.js';
import { useConfig, useFlowSelector, useSend } from '../../react/index.js';

/**
 * Spec §5: passkey autofill needs an input whose autocomplete contains `webauthn`. Returns whether this
 * form's input should be one (passkeys configured), and tells the flow once the input is on
 * the page, so the conditional-mediation ceremony only starts when it has an input to attach to.
 */
export function usePasskeyAutofill(): boolean {
  const config = useConfig();
  const send = useSend();
  // Not in shadow DOM (passkeyAutofill): the browser cannot offer passkeys on an input it does not see.
  const on = useFlowSelector((state) => config.products.includes('passkeys') && passkeyAutofill(config, state.env) !== false);
  useEffect(() => {
    if (on) send({ type: 'PASSKEY_AUTOFILL_READY' });
  }, [on, send]);
  return on;
}
