import { useEffect, useEffectEvent, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, PHONE_FORMAT_TIMEOUT_MS } from '../../constants.js';
import { currentE164, loadPhoneLib, type CountryCode, type PhoneLib } from './phone.js';

/** What {@link PhoneFieldStateOptions.onValueChange} reports besides the E.164 value. */
export interface PhoneValueDetails {
  /** The selected country (ISO 3166-1 alpha-2). */
  country: CountryCode;
  /** The text as shown in the input (formatted as typed). */
  national: string;
}

/** The props of a phone field that its state follows (PhoneField's, without the markup's). */
export interface PhoneFieldStateOptions {
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
}

/** A phone field's state (react-stately's part of the field): what {@link usePhoneFieldState} returns. */
export interface PhoneFieldState {
  /** The formatter's state: loading, arrived, or failed to load (then numbers stay as typed). */
  formatter: 'loading' | 'ready' | 'unavailable';
  /** True while typed text waits for the formatter still loading. */
  formatPending: boolean;
  /** The selected country. */
  country: CountryCode;
  /** The text of the number input. */
  text: string;
  /** The number in E.164 form ('' when empty or unknown). */
  e164: string;
  /** The user changed the number's text to `raw`, with the caret at its end or not. */
  changeText: (raw: string, caretAtEnd: boolean) => void;
  /** The user picked `country` in the picker: the number is formatted for it. */
  changeCountry: (country: CountryCode) => void;
  /** The user left the number: text edited in the middle is formatted now. */
  tidy: () => void;
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
 * The state of a phone field, apart from its markup: the formatter loaded once per field, the country
 * (controlled or not), the number's text formatted as typed, and text waiting for a formatter still loading.
 */
export function usePhoneFieldState({
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  country: controlledCountry,
  onCountryChange,
  defaultValue = '',
  onValueChange,
  loadFormatter = loadPhoneLib,
  formatTimeoutMs = PHONE_FORMAT_TIMEOUT_MS,
}: PhoneFieldStateOptions): PhoneFieldState {
  // Undefined while loading, null when it could not be loaded.
  const [lib, setLib] = useState<PhoneLib | null | undefined>();
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

  // The formatter is loaded once per field, whatever `loadFormatter` is on later renders. When it arrives, the
  // text waiting for it is formatted; later text and country changes are formatted by their handlers.
  const load = useEffectEvent(() => loadFormatter());
  const arrived = useEffectEvent((loaded: PhoneLib | null) => {
    setLib(loaded);
    if (!pending) return;
    setPending(0);
    if (loaded && text !== '') setText(formatAsYouType(loaded, text, country));
  });
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && arrived(loaded),
      // Without the library the field still works: no formatting, and submit falls back per spec §5.
      () => live && arrived(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const report = (nextText: string, nextCountry: CountryCode) =>
    onValueChange?.(currentE164(lib, nextText, nextCountry), { country: nextCountry, national: nextText });

  const selectCountry = (next: CountryCode) => {
    if (controlledCountry === undefined) setUncontrolledCountry(next);
    onCountryChange?.(next);
  };

  const changeText = (raw: string, caretAtEnd: boolean) => {
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

  const changeCountry = (next: CountryCode) => {
    selectCountry(next);
    const nextText = lib && text !== '' ? formatAsYouType(lib, text, next) : text;
    setText(nextText);
    report(nextText, next);
  };

  const tidy = () => {
    if (lib && text !== '') {
      const formatted = formatAsYouType(lib, text, country);
      if (formatted !== text) setText(formatted);
    }
  };

  return {
    formatter: lib === undefined ? 'loading' : lib ? 'ready' : 'unavailable',
    formatPending: pending > 0,
    country,
    text,
    e164: currentE164(lib, text, country),
    changeText,
    changeCountry,
    tidy,
  };
}
