/**
 * The widget's behaviour constants (spec §9): what the screens and primitives wait for, how long, how many.
 * Not design tokens (`tokens/` holds only themeable values) and not API facts (OTP length and expiry, call
 * defaults and the enumerations live in `src/wire`).
 */

/** "Toasts: error 4 s, success 2 s, max 20". */
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_ERROR_DURATION_MS = 4000;
export const TOAST_MAX_QUEUED = 20;

/** "Default phone country US." */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** Spec §5: "Parsing has a 2 s time-out at submit." */
export const PHONE_PARSE_TIMEOUT_MS = 2000;

/** "Debounce default 500 ms" (live checks such as the password strength check). */
export const DEBOUNCE_MS = 500;

/** Spec §2: "At most 6 buttons are shown" (the social and wallet buttons on Main). */
export const MAX_MAIN_BUTTONS = 6;
