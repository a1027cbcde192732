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
/** Spec §5: "Phone formatting time-out while typing is 10 s." */
export const PHONE_FORMAT_TIMEOUT_MS = 10_000;

/** "Debounce default 500 ms" (live checks such as the password strength check). */
export const DEBOUNCE_MS = 500;

/** Spec §2: "At most 6 buttons are shown" (the social and wallet buttons on Main). */
export const MAX_MAIN_BUTTONS = 6;

/** Spec §5: "Autofill is retried up to 5 times" (the passkey conditional-mediation ceremony on Main). */
export const PASSKEY_AUTOFILL_RETRIES = 5;

/** Spec §9: One Tap "resize handling is debounced by 100 ms after the first two observations". */
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;
export const ONE_TAP_RESIZE_IMMEDIATE_OBSERVATIONS = 2;

/** Google's One Tap script (spec §2 One Tap); `oauthOptions.oneTapScriptURL` replaces it. */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** How long an authenticator-app enrolment may stay unconfirmed (`POST /totps` `expiration_minutes`). */
export const DEFAULT_TOTP_EXPIRATION_MINUTES = 30;
