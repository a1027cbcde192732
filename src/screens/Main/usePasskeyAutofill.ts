import { useEffect } from 'react';
import { useFlow } from '../../widget/context';

/**
 * Spec §5: passkey autofill needs an input whose autocomplete contains `webauthn`. Returns whether this
 * form's input should be one (passkeys configured and offered), and tells the flow once the input is on
 * the page, so the conditional-mediation ceremony only starts when it has an input to attach to.
 */
export function usePasskeyAutofill(): boolean {
  const { config, offered, send } = useFlow();
  const on = config.products.includes('passkeys') && offered('passkeys');
  useEffect(() => {
    if (on) send({ type: 'PASSKEY_AUTOFILL_READY' });
  }, [on, send]);
  return on;
}
