/**
 * The client's own constants (spec §4/§9, wire doc). Internal except the event-logger batch values the widget
 * uses (spec §9). Call defaults and enumerations are in `src/wire`, the cookie names in `src/wire/session.ts`.
 */

/** Reported in telemetry (spec §9). */
export const SDK_VERSION = '5.15.0';
export const SDK_NAME = 'gatehouse';

/** Background session refresh period (spec §4/§9). */
export const REFRESH_INTERVAL_MS = 180_000;
/** Exponential backoff after a failed refresh: base, exponent cap and jitter (spec §4/§9). */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_EXPONENT = 7;
export const BACKOFF_JITTER_MS = 175;

/** localStorage key prefix (wire doc): `stytch_sdk_state_<public_token>` + suffix. */
export const STORAGE_PREFIX = 'stytch_sdk_state_';

/**
 * The Referrer-Policy of every request the client makes (issue 26): the origin only, never the page's path and
 * query, where a link's token may still be.
 */
export const REFERRER_POLICY: ReferrerPolicy = 'strict-origin';

/** Event logger defaults (spec §9). */
export const EVENT_BATCH_SIZE = 15;
export const EVENT_INTERVAL_MS = 800;

/** The provider's hosted API bases, a wire fact `gatehouse-auth/server` chooses between too. */
export { DEFAULT_LIVE_BASE_URL, DEFAULT_TEST_BASE_URL } from '../wire/index.js';
