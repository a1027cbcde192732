import { useEffect, useMemo, useState, type Ref } from 'react';
import { DEFAULT_PHONE_COUNTRY, PHONE_FORMAT_TIMEOUT_MS } from '../../constants.js';
import { useText } from '../../i18n/index.js';
import { Field, useFieldIds } from '../Field/index.js';
import { Icon } from '../Icon/index.js';
import { useBusy } from '../shared/busy.js';
import { useLocale } from '../shared/useLocale.js';
import * as textStyles from '../TextField/TextField.css.js';
import { CALLING_CODES, callingCodeOf } from './callingCodes.js';
import { currentE164, loadPhoneLib, type CountryCode, type PhoneLib } from './phone.js';
import * as styles from './PhoneField.css.js';

/** What {@link PhoneFieldProps.onValueChange} reports besides the E.164 value. */
export interface PhoneValueDetails {
  /** The selected country (ISO 3166-1 alpha-2). */
  country: CountryCode;
  /** The text as shown in the input (formatted as typed). */
  national: string;
}

export interface PhoneFieldProps {
  /**
   * The visible label of the number input.
   * @default the catalogue's 'field.phone.label'
   */
  label?: string;
  /** Helper text under the field, linked with `aria-describedby`. */
  description?: string;
  /**
   * Error text under the field, e.g. the catalogue's 'validation.phone' after {@link parsePhoneToE164}
   * failed at submit. Marks the input `aria-invalid`; announced (`role="alert"`).
   */
  errorMessage?: string;
  /**
   * Marks the number invalid without (or before) an error text.
   * @default true when `errorMessage` is set, else false
   */
  invalid?: boolean;
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
   * Country selected at first render (uncontrolled).
   * @default 'US' (spec §9 default phone country)
   */
  defaultCountry?: CountryCode;
  /** Selected country (controlled; use with `onCountryChange`). */
  country?: CountryCode;
  /** Called when the user picks another country. */
  onCountryChange?: (country: CountryCode) => void;
  /** Initial text of the number input. */
  defaultValue?: string;
  /** Called on every change with the E.164 value ('' when empty or unknown) and details. */
  onValueChange?: (e164: string, details: PhoneValueDetails) => void;
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
  /** Disables the input and the country picker. @default false */
  disabled?: boolean;
  /**
   * Keeps the number and the country as they are while the field stays focusable (also while a surrounding
   * form is busy, so focus is not lost mid-request).
   * @default false
   */
  readOnly?: boolean;
  /** Focuses the number input on mount. @default false */
  autoFocus?: boolean;
  /** Id of the number input; generated when left out. */
  id?: string;
  /** Extra ids describing the input. */
  'aria-describedby'?: string;
  /**
   * Loads the formatter. Until it arrives the number stays as typed (the country list and the calling codes
   * ship with the field); a host may load another build, e.g. `() => import('libphonenumber-js/max')`.
   * @default loadPhoneLib (libphonenumber-js/min, a separate chunk)
   */
  loadFormatter?: () => Promise<PhoneLib>;
  /**
   * How long typed text waits for a formatter still loading (spec §5 "Phone formatting time-out while typing
   * is 10 s"): one that arrives in time formats it; after that the text stays as typed until the next
   * keystroke.
   * @default 10000
   */
  formatTimeoutMs?: number;
  /** Stable styling hook of the root. @default 'phone-field' */
  part?: string;
  /** Ref to the number `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Formats what was typed for `country`, as the user types (libphonenumber-js `AsYouType`). */
function formatAsYouType(lib: PhoneLib, text: string, country: CountryCode): string {
  return new lib.AsYouType(country).input(text);
}

/**
 * The country of a number written with its `+` calling code, once its digits tell (`+44 7400…` is GB;
 * `+1` alone is still open). Undefined for a national number.
 */
function countryOfInternational(lib: PhoneLib, text: string): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const formatter = new lib.AsYouType();
  formatter.input(text);
  const country = formatter.getCountry();
  return country && lib.isSupportedCountry(country) ? country : undefined;
}

/**
 * A phone number field: a country picker over every region with a calling code (default US) and a
 * number input formatted as you type. The regions and their calling codes ship with the field (spec §9);
 * libphonenumber-js, the formatter, is loaded lazily on mount. Text typed before it arrives is formatted
 * when it does, within 10 s of the last keystroke (spec §5), else stays as typed. The root tells the
 * formatter's state in `data-formatter` (`loading`, `ready`, `unavailable`) and marks text waiting for it
 * with `data-format-pending`. Parse the result at submit with {@link parsePhoneToE164}.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  invalid,
  name,
  countryName,
  nationalName,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  country: controlledCountry,
  onCountryChange,
  defaultValue = '',
  onValueChange,
  placeholder,
  autoComplete = 'tel-national',
  required = false,
  disabled = false,
  readOnly: readOnlyProp = false,
  autoFocus = false,
  id,
  'aria-describedby': describedBy,
  loadFormatter = loadPhoneLib,
  formatTimeoutMs = PHONE_FORMAT_TIMEOUT_MS,
  part = 'phone-field',
  ref,
}: PhoneFieldProps) {
  const t = useText();
  const locale = useLocale();
  const busy = useBusy();
  const readOnly = readOnlyProp || busy;

  const [lib, setLib] = useState<PhoneLib | null | undefined>();
  useEffect(() => {
    let live = true;
    loadFormatter().then(
      (loaded) => live && setLib(loaded),
      // Without the library the field still works: no formatting, and submit falls back per spec §5.
      () => live && setLib(null),
    );
    return () => {
      live = false;
    };
    // Loaded once per field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [uncontrolledCountry, setUncontrolledCountry] = useState<CountryCode>(defaultCountry);
  const country = controlledCountry ?? uncontrolledCountry;
  const [text, setText] = useState(defaultValue);

  // Text typed (or given as the default) before the formatter arrived waits for it until `formatTimeoutMs`
  // after the last keystroke (spec §5 "Phone formatting time-out while typing is 10 s"), then stays as typed.
  // Counts the waiting keystrokes (0: nothing waits), so each one restarts the time-out.
  const [pending, setPending] = useState(defaultValue === '' ? 0 : 1);
  useEffect(() => {
    if (!pending || lib !== undefined) return;
    const timer = setTimeout(() => setPending(0), formatTimeoutMs);
    return () => clearTimeout(timer);
  }, [pending, lib, formatTimeoutMs]);
  useEffect(() => {
    if (lib === undefined || !pending) return;
    setPending(0);
    if (lib && text !== '') setText(formatAsYouType(lib, text, country));
    // Runs when the formatter arrives: later text and country changes are formatted by their handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib]);

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [locale]);
  const collator = useMemo(() => new Intl.Collator(locale, { sensitivity: 'base' }), [locale]);

  // Every region from the table that ships with the field, whether or not the formatter has arrived.
  const options = useMemo<CountryOption[]>(
    () =>
      [...CALLING_CODES]
        .map(([code, callingCode]) => ({ code: code as CountryCode, name: regionNames?.of(code) ?? code, callingCode }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    [regionNames, collator],
  );

  const callingCode = callingCodeOf(country);
  const e164 = currentE164(lib, text, country);

  const report = (nextText: string, nextCountry: CountryCode) =>
    onValueChange?.(currentE164(lib, nextText, nextCountry), { country: nextCountry, national: nextText });

  const selectCountry = (next: CountryCode) => {
    if (controlledCountry === undefined) setUncontrolledCountry(next);
    onCountryChange?.(next);
  };

  const handleTextChange = (input: HTMLInputElement) => {
    const raw = input.value;
    const caretAtEnd = input.selectionStart === null || input.selectionStart >= raw.length;
    // Typed at the end before the formatter arrived: it waits for it, the time-out counting from here. An edit
    // in the middle does not: formatting it later would throw the caret to the end.
    setPending((count) => (lib === undefined && raw !== '' && caretAtEnd ? count + 1 : 0));
    // A number typed or pasted with its calling code (`+44 7400 123456`) picks its country.
    const detected = lib ? countryOfInternational(lib, raw) : undefined;
    const target = detected ?? country;
    if (target !== country) selectCountry(target);
    // Format only when characters were added at the end. Deleting keeps the text as the user left it
    // (else deleting the ")" of "(213)" would be undone at once), and editing in the middle must not
    // throw the caret to the end.
    let next = lib && caretAtEnd && raw.length > text.length ? formatAsYouType(lib, raw, target) : raw;
    // A whole number pasted (or autofilled) with its code reads the national way, since the picker now
    // shows the code; typed digit by digit it stays as the user writes it.
    const pasted = raw.length - text.length > 1;
    const whole = lib && pasted && detected ? lib.parsePhoneNumberFromString(raw) : undefined;
    if (whole?.isValid() && whole.country === target) next = whole.formatNational();
    setText(next);
    report(next, target);
  };

  const handleCountryChange = (value: string) => {
    // A <select> cannot be read-only: the change is refused and the controlled value puts it back.
    if (readOnly || !callingCodeOf(value)) return;
    const next = value as CountryCode;
    selectCountry(next);
    const nextText = lib && text !== '' ? formatAsYouType(lib, text, next) : text;
    setText(nextText);
    report(nextText, next);
  };

  const isInvalid = invalid ?? Boolean(errorMessage);
  const { fieldProps, ...aria } = useFieldIds({ id, description, errorMessage, isInvalid, 'aria-describedby': describedBy });
  // Tidy up text edited in the middle once the user is done with it.
  const handleBlur = () => {
    if (lib && text !== '') {
      const formatted = formatAsYouType(lib, text, country);
      if (formatted !== text) setText(formatted);
    }
  };

  return (
    <Field
      part={part}
      label={label ?? t('field.phone.label')}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      disabled={disabled}
      aria={aria}
      data-country={country}
      data-formatter={lib === undefined ? 'loading' : lib ? 'ready' : 'unavailable'}
      data-format-pending={pending > 0 || undefined}
    >
      <div data-part="row" className={styles.row}>
        <div data-part="country" className={styles.country}>
          <span aria-hidden="true" data-part="country-face" className={styles.countryFace}>
            {callingCode ? t('field.phone.countryShort', { region: country, code: callingCode }) : country}
          </span>
          <Icon name="chevronDown" part="chevron" className={styles.chevron} />
          <select
            data-part="country-select"
            className={styles.select}
            aria-label={t('field.phone.country')}
            name={countryName}
            value={country}
            disabled={disabled}
            aria-disabled={readOnly || undefined}
            onChange={(event) => handleCountryChange(event.currentTarget.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.callingCode ? t('field.phone.countryOption', { country: option.name, code: option.callingCode }) : option.name}
              </option>
            ))}
          </select>
        </div>
        {/* Phone numbers are written left to right in RTL languages too. */}
        <input
          {...fieldProps}
          ref={ref}
          type="tel"
          inputMode="tel"
          name={nationalName}
          value={text}
          onChange={(event) => handleTextChange(event.currentTarget)}
          onBlur={handleBlur}
          autoComplete={autoComplete}
          placeholder={placeholder ?? (country === 'US' ? t('field.phone.placeholder') : undefined)}
          // Required is announced, not enforced natively: the screen validates and shows the spec's message.
          aria-required={required || undefined}
          disabled={disabled}
          readOnly={readOnly}
          autoFocus={autoFocus}
          dir="ltr"
          data-part="input"
          className={textStyles.input}
        />
      </div>
      {name !== undefined ? <input type="hidden" name={name} value={e164} data-part="e164" /> : null}
    </Field>
  );
}
