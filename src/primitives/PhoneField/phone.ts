/**
 * Phone helpers with no React: lazy loading of libphonenumber-js and the spec §5 parse-to-E.164 rule.
 * The library (with its ~80 kB metadata) is only ever reached through a dynamic import, so it stays out
 * of the initial bundle and loads when a phone field is first shown or a number is parsed.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { PHONE_PARSE_TIMEOUT_MS } from '../../constants.js';
import { callingCodeOf } from './callingCodes.js';

export type { CountryCode };

/** The part of `libphonenumber-js/min` the widget uses. */
export type PhoneLib = typeof import('libphonenumber-js/min');

let pending: Promise<PhoneLib> | undefined;
let loaded: PhoneLib | undefined;

/** Loads `libphonenumber-js/min` once (a separate chunk). A failed load may be retried later. */
export function loadPhoneLib(): Promise<PhoneLib> {
  pending ??= import('libphonenumber-js/min').then(
    (lib) => (loaded = lib),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The library when {@link loadPhoneLib} has already loaded it, so a first render can use it at once. */
export const loadedPhoneLib = (): PhoneLib | undefined => loaded;

/**
 * An E.164 number written for people, in its international form (`+12015551432` → `+1 201 555 1432`);
 * anything the library cannot read comes back as it was.
 */
export function formatPhoneForDisplay(lib: PhoneLib, e164: string): string {
  try {
    return lib.parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  } catch {
    return e164;
  }
}

/** Outcome of {@link parsePhoneToE164}. */
export type PhoneParseResult =
  | {
      ok: true;
      /** The number in E.164 form, e.g. `+12133734253`. */
      e164: string;
      /** True when the parser failed or timed out and the spec's calling-code-plus-input rule was used. */
      fallback: boolean;
    }
  | {
      ok: false;
      /** Catalogue key of the message to show: 'Invalid phone number, please try again.' */
      error: 'validation.phone';
    };

export interface ParsePhoneOptions {
  /**
   * How long to wait for the parser, in ms (spec §5: 2 s at submit).
   * @default 2000
   */
  timeoutMs?: number;
  /**
   * The selected country's calling code without `+` (e.g. `'1'`), for the fallback when the parser
   * never arrived.
   * @default the country's code from the built-in table (spec §9 "Country calling code lookup is included")
   */
  callingCode?: string;
  /**
   * Loads the parser.
   * @default loadPhoneLib
   */
  load?: () => Promise<PhoneLib>;
}

/** E.164: a `+`, a country code not starting with 0, at most 15 digits. Shorter than 7 is no phone. */
const E164 = /^\+[1-9]\d{6,14}$/;

const TIMED_OUT = Symbol('timed out');

const invalid: PhoneParseResult = { ok: false, error: 'validation.phone' };

/**
 * Spec §5 "Phone": parses `input` with the selected `country` into E.164. Parsing has a 2 s time-out;
 * on failure or time-out the number is taken as the country calling code plus the input's digits (an
 * input already starting with `+` keeps its own code). A result that is not a valid number gives
 * `validation.phone` ('Invalid phone number, please try again.').
 */
export async function parsePhoneToE164(
  input: string,
  country: CountryCode | string,
  { timeoutMs = PHONE_PARSE_TIMEOUT_MS, callingCode = callingCodeOf(country), load = loadPhoneLib }: ParsePhoneOptions = {},
): Promise<PhoneParseResult> {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return invalid;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  const attempt = (async () => {
    const lib = await load();
    const parsed = lib.isSupportedCountry(country)
      ? lib.parsePhoneNumberFromString(input, { defaultCountry: country })
      : lib.parsePhoneNumberFromString(input);
    return parsed;
  })().catch(() => undefined);

  const outcome = await Promise.race([attempt, timeout]);
  clearTimeout(timer);

  if (outcome !== TIMED_OUT && outcome !== undefined) {
    // Parsed: the library's verdict stands ("an invalid result gives 'Invalid phone number…'").
    return outcome.isValid() ? { ok: true, e164: outcome.number, fallback: false } : invalid;
  }

  // Failure or time-out: calling code plus input, the code from the table that ships with the widget.
  const e164 = input.trim().startsWith('+') ? `+${digits}` : callingCode ? `+${callingCode}${digits}` : '';
  return E164.test(e164) ? { ok: true, e164, fallback: true } : invalid;
}

/**
 * The E.164 value of what is typed so far, for the field's hidden input: the formatter's number when it
 * has one, else the spec §5 fallback (calling code + digits). Empty when there are no digits or
 * nothing is known yet.
 */
export function currentE164(
  lib: PhoneLib | null | undefined,
  text: string,
  country: CountryCode,
  callingCode: string | undefined = callingCodeOf(country),
): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  if (lib) {
    const formatter = new lib.AsYouType(country);
    formatter.input(text);
    const value = formatter.getNumberValue();
    if (value) return value;
  }
  if (text.trim().startsWith('+')) return `+${digits}`;
  return callingCode ? `+${callingCode}${digits}` : '';
}
