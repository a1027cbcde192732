import { useMemo, type ChangeEvent, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { useText } from '../../i18n/index.js';
import { useField, type FieldAria, type FieldProps } from '../Field/index.js';
import { useBusy } from '../shared/busy.js';
import { asciiDigits } from '../shared/digits.js';
import { useLocale } from '../shared/useLocale.js';
import { CALLING_CODES, callingCodeOf } from './callingCodes.js';
import type { CountryCode } from './phone.js';
import type { PhoneFieldState } from './usePhoneFieldState.js';

/**
 * A calling code with its '+', isolated left to right (U+2066 … U+2069): an `<option>` holds text, not a
 * `<bdi>`, and in Hebrew '(+972)' would otherwise read '(972+)' (issue 40). The country's name is not
 * isolated: it is in the widget's language, and a leading mark would stop type-to-select finding it.
 */
const isolated = (callingCode: string) => `\u2066+${callingCode}\u2069`;

/** The props of a phone field that its behaviour follows (PhoneField's, without its state's and its ref). */
export interface PhoneFieldAriaProps extends FieldProps {
  /**
   * Name of a hidden input carrying the number in E.164 form (`+12133734253`), for `FormData`.
   * It is the formatter's number, or calling code + digits while the formatter cannot tell (spec §5).
   */
  name?: string;
  /** Name of the country `<select>` in `FormData` (its value is the ISO country code). */
  countryName?: string;
  /** Name of the visible number input in `FormData` (the text as typed). */
  nationalName?: string;
  /**
   * Hint inside the empty input.
   * @default the catalogue's 'field.phone.placeholder' while US is selected (it shows the US format)
   */
  placeholder?: string;
  /**
   * Autofill hint of the number input. The country is picked separately, so the national part is asked for.
   * @default 'tel-national'
   */
  autoComplete?: string;
  /** Marks the field required (`aria-required`). @default false */
  required?: boolean;
  /**
   * Keeps the number and the country as they are while the field stays focusable (also while a surrounding
   * form is busy, so focus is not lost mid-request).
   * @default false
   */
  readOnly?: boolean;
  /** Focuses the number input on mount. @default false */
  autoFocus?: boolean;
}

/** One entry of the country picker. */
interface CountryOption {
  /** The region (ISO 3166-1 alpha-2), the option's value. */
  code: CountryCode;
  /** Its name in the widget's language, which the list is sorted by. */
  name: string;
  /** What the option shows: the name with the calling code. */
  label: string;
}

/** What {@link usePhoneField} returns: the props of each part of the field, for a thin rendering on top. */
export interface PhoneFieldAria {
  /** For `<Field>`: the layout. */
  layoutProps: FieldAria['layoutProps'];
  /** The picker's compact face (`US +1`), hidden from assistive tech: the `<select>` under it is the control. */
  countryFace: string;
  /** For the country `<select>`. */
  countrySelectProps: SelectHTMLAttributes<HTMLSelectElement>;
  /** The `<option>`s of the picker, sorted by name in the widget's language. */
  countryOptions: CountryOption[];
  /** For the number `<input>`. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** For the hidden input with the E.164 number; null without a `name`. */
  e164Props: InputHTMLAttributes<HTMLInputElement> | null;
}

/**
 * The behaviour of a phone field (React Aria's part of it), over its {@link PhoneFieldState}: the label,
 * helper and error wiring, a native country `<select>` named and listed in the widget's language, the number
 * input's props and handlers, and read-only while a surrounding form is busy.
 */
export function usePhoneField(
  {
    label,
    name,
    countryName,
    nationalName,
    placeholder,
    autoComplete = 'tel-national',
    required = false,
    disabled = false,
    readOnly: readOnlyProp = false,
    autoFocus = false,
    part = 'phone-field',
    ...field
  }: PhoneFieldAriaProps,
  state: PhoneFieldState,
): PhoneFieldAria {
  const t = useText();
  const locale = useLocale();
  const busy = useBusy();
  const readOnly = readOnlyProp || busy;
  const { country } = state;

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [locale]);
  const collator = useMemo(() => new Intl.Collator(locale, { sensitivity: 'base' }), [locale]);

  // Every region from the table that ships with the field, whether or not the formatter has arrived.
  const countryOptions = useMemo(
    () =>
      [...CALLING_CODES]
        .map(([code, callingCode]) => {
          const name = regionNames?.of(code) ?? code;
          const label = callingCode ? t('field.phone.countryOption', { country: name, code: isolated(callingCode) }) : name;
          return { code: code as CountryCode, name, label };
        })
        .sort((a, b) => collator.compare(a.name, b.name)),
    [regionNames, collator, t],
  );

  const { layoutProps, fieldProps } = useField({ ...field, label: label ?? t('field.phone.label'), disabled, part });
  const callingCode = callingCodeOf(country);

  return {
    layoutProps,
    countryFace: callingCode ? t('field.phone.countryShort', { region: country, code: isolated(callingCode) }) : country,
    countrySelectProps: {
      'aria-label': t('field.phone.country'),
      name: countryName,
      value: country,
      disabled,
      'aria-disabled': readOnly || undefined,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        const { value } = event.currentTarget;
        // A <select> cannot be read-only: the change is refused and the controlled value puts it back.
        if (readOnly || !callingCodeOf(value)) return;
        state.changeCountry(value as CountryCode);
      },
    },
    countryOptions,
    inputProps: {
      ...fieldProps,
      type: 'tel',
      inputMode: 'tel',
      name: nationalName,
      value: state.text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        // Any script's digits, as ASCII from the first keystroke (issue 40): the formatter and the E.164 value read them.
        state.changeText(asciiDigits(input.value), input.selectionStart === null || input.selectionStart >= input.value.length);
      },
      // Tidy up text edited in the middle once the user is done with it.
      onBlur: state.tidy,
      autoComplete,
      placeholder: placeholder ?? (country === 'US' ? t('field.phone.placeholder') : undefined),
      // Required is announced, not enforced natively: the screen validates and shows the spec's message.
      'aria-required': required || undefined,
      disabled,
      readOnly,
      autoFocus,
      // Phone numbers are written left to right in RTL languages too.
      dir: 'ltr',
    },
    e164Props: name !== undefined ? { type: 'hidden', name, value: state.e164 } : null,
  };
}
