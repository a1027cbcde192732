import { useState, type FormEvent } from 'react';
import { useText } from '../../i18n/index.js';
import { Button } from '../../primitives/Button/index.js';
import { BusyFieldset } from '../../primitives/shared/busy.js';
import { parsePhoneToE164, PhoneField } from '../../primitives/PhoneField/index.js';
import { useFlowSelector, usePending, useSend, type IntentHandlers } from '../../react/index.js';
import { usePasskeyAutofill } from './usePasskeyAutofill.js';
import * as styles from '../shared/forms.css.js';

export interface PhoneFormProps {
  /** Text message or WhatsApp (spec §2 tabs 'Text', 'WhatsApp'). */
  method: 'sms' | 'whatsapp';
  /** Handlers that load the screens the form leads to once the user shows intent (Main's `useIntent`). */
  intent?: IntentHandlers;
}

/**
 * Main's phone form: the country picker (default US) and the number. At submit the number is parsed with
 * the selected country within 2 s, else taken as calling code plus input (spec §5); an invalid result gives
 * 'Invalid phone number, please try again.' without a request.
 */
export function PhoneForm({ method, intent }: PhoneFormProps) {
  const send = useSend();
  const t = useText();
  const [parsing, setParsing] = useState(false);
  const passkeyAutofill = usePasskeyAutofill();
  const error = useFlowSelector((state) => state.fieldErrors.phone);
  const pending = usePending();
  const sending = usePending('otp.send');
  const busy = parsing || pending;
  // The number the user last entered for this method, so coming back to Main loses nothing.
  const lastNumber = useFlowSelector(({ otpState }) => (otpState.type === method ? otpState.otpDestination : ''));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const national = String(data.get('phone-national') ?? '');
    const country = String(data.get('phone-country') ?? 'US');
    setParsing(true);
    try {
      const parsed = await parsePhoneToE164(national, country);
      if (parsed.ok) send({ type: 'OTP_SUBMIT', method, destination: parsed.e164 });
      else send({ type: 'FIELD_INVALID', field: 'phone', message: { key: parsed.error } });
    } finally {
      setParsing(false);
    }
  };

  return (
    <form className={styles.form} method="dialog" onSubmit={onSubmit} noValidate data-part="phone-form" data-method={method} {...intent}>
      <BusyFieldset busy={busy} className={styles.fieldset}>
        <PhoneField
          name="phone"
          nationalName="phone-national"
          countryName="phone-country"
          defaultValue={lastNumber}
          autoComplete={passkeyAutofill ? 'tel-national webauthn' : 'tel-national'}
          errorMessage={error ? t(error) : undefined}
          onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'phone' })}
          required
        />
      </BusyFieldset>
      <Button type="submit" loading={parsing || sending}>
        {t(method === 'sms' ? 'main.continueWithPhone' : 'main.continueWithWhatsApp')}
      </Button>
    </form>
  );
}
