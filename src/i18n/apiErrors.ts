/**
 * The English text of each provider API error (spec §8), taken from the wire catalogue rather than written a
 * second time: `apiError.<error_type>` is the catalogue's default message. The widget does not ship this in
 * its up-front chunk — in English it shows the server's own `error_message`, which is this text or a more
 * precise one ('… Try again in 593 seconds.') — but translators, the pseudo-locale and the tests start here.
 * It imports no other module of the catalogue: the pseudo-locale's chunk imports it, and a module shared
 * with the up-front chunk would be split into a chunk of its own (issue 24: smaller up front).
 */
import { API_ERRORS, type KnownAPIErrorType } from '../wire/index.js';
import type { APIErrorKey } from './messages.js';

/** `apiError.<error_type>` → the wire catalogue's default message. */
export const englishApiErrors = Object.fromEntries(
  Object.entries(API_ERRORS).map(([type, [, message]]) => [`apiError.${type}`, message]),
) as { [K in KnownAPIErrorType as `apiError.${K}`]: (typeof API_ERRORS)[K][1] };

/** Every API error key, in the wire catalogue's order. */
export const apiErrorKeys = Object.keys(englishApiErrors) as APIErrorKey[];
