import type { Ref } from 'react';
import { Field } from '../Field/index.js';
import { Icon } from '../Icon/index.js';
import * as textStyles from '../TextField/TextField.css.js';
import { usePhoneField, type PhoneFieldAriaProps } from './usePhoneField.js';
import { usePhoneFieldState, type PhoneFieldStateOptions } from './usePhoneFieldState.js';
import * as styles from './PhoneField.css.js';

export type { PhoneValueDetails } from './usePhoneFieldState.js';

/**
 * A phone field's props: the shared field props (label, helper, error; the label defaults to the catalogue's
 * 'field.phone.label', and an error is typically 'validation.phone' after {@link parsePhoneToE164} failed at
 * submit), its state's ({@link PhoneFieldStateOptions}: country, number, formatter) and its controls'
 * ({@link PhoneFieldAriaProps}: names, hints, read-only).
 */
export interface PhoneFieldProps extends PhoneFieldAriaProps, PhoneFieldStateOptions {
  /** Ref to the number `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number field: a country picker over every region with a calling code (default US) and a
 * number input formatted as you type. The regions and their calling codes ship with the field (spec §9);
 * libphonenumber-js, the formatter, is loaded lazily on mount. Text typed before it arrives is formatted
 * when it does, within 10 s of the last keystroke (spec §5), else stays as typed. The root tells the
 * formatter's state in `data-formatter` (`loading`, `ready`, `unavailable`) and marks text waiting for it
 * with `data-format-pending`. Parse the result at submit with {@link parsePhoneToE164}.
 *
 * Layered as React Aria's fields are: the state ({@link usePhoneFieldState}: formatter, country, text), the
 * behaviour over it ({@link usePhoneField}: ARIA wiring, the picker's options, the controls' props and
 * handlers), and this thin rendering, which only places the parts and their styles.
 */
export function PhoneField({ ref, ...props }: PhoneFieldProps) {
  // Both hooks take the field's props, each reading its own (React Aria's `useX(props, state)`).
  const state = usePhoneFieldState(props);
  const { layoutProps, countryFace, countrySelectProps, countryOptions, inputProps, e164Props } = usePhoneField(props, state);
  return (
    <Field
      {...layoutProps}
      data-country={state.country}
      data-formatter={state.formatter}
      data-format-pending={state.formatPending || undefined}
    >
      <div data-part="row" className={styles.row}>
        <div data-part="country" className={styles.country}>
          <span aria-hidden="true" data-part="country-face" className={styles.countryFace}>
            {countryFace}
          </span>
          <Icon name="chevronDown" part="chevron" className={styles.chevron} />
          <select {...countrySelectProps} data-part="country-select" className={styles.select}>
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <input {...inputProps} ref={ref} data-part="input" className={textStyles.input} />
      </div>
      {e164Props ? <input {...e164Props} data-part="e164" /> : null}
    </Field>
  );
}
