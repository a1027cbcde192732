/**
 * JSON-schema fragments for request bodies (every body is validated by a schema). Bodies are
 * closed objects: unknown fields are dropped (Ajv `removeAdditional`), wrong types and missing fields
 * are answered with the wire doc's schema-error shape, never a 500. Strings are bounded so a huge value
 * is rejected before any work is done on it.
 */

export type JsonSchema = Record<string, unknown>;

export const text = (maxLength = 1024): JsonSchema => ({ type: 'string', maxLength });
export const nonEmpty = (maxLength = 1024): JsonSchema => ({ type: 'string', minLength: 1, maxLength });
export const email: JsonSchema = { type: 'string', minLength: 1, maxLength: 254 };
/** E.164 is at most 15 digits; the format itself is checked by the handler (`invalid_phone_number`). */
export const phoneNumber: JsonSchema = { type: 'string', minLength: 1, maxLength: 32 };
/** The provider's bounds: 5 minutes to 366 days. */
export const sessionDurationMinutes: JsonSchema = { type: 'integer', minimum: 5, maximum: 527040 };
/** Bounded OTP lifetimes; spec §9 default is 5 minutes. */
export const otpExpirationMinutes: JsonSchema = { type: 'integer', minimum: 1, maximum: 1440 };
/** Magic-link and reset lifetimes (spec §9 default 30 minutes), 5 minutes to 7 days. */
export const linkExpirationMinutes: JsonSchema = { type: 'integer', minimum: 5, maximum: 10080 };
export const url: JsonSchema = { type: 'string', minLength: 1, maxLength: 2048 };
/** base64url(SHA-256) is 43 characters (spec §9 "Challenge: SHA-256, base64url"). */
export const codeChallenge: JsonSchema = { type: 'string', minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' };
/** RFC 7636: 43–128 unreserved characters (the spec's 16 × 32-bit hex verifier is 128). */
export const codeVerifier: JsonSchema = { type: 'string', minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' };
/** Passwords are bounded at 256 characters (the strength check's own limit). */
export const password: JsonSchema = { type: 'string', minLength: 1, maxLength: 256 };
export const token: JsonSchema = { type: 'string', minLength: 1, maxLength: 256 };

/** Fields the client may add to any log-in call (spec §7): accepted and ignored by the emulator. */
export const antiAbuseFields = {
  captcha_token: text(4096),
  dfp_telemetry_id: text(1024),
};

export function body(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

export function params(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required: Object.keys(properties) };
}

/** Plain format checks done in handlers so they get their own error types (spec §5, §8 "invalid_email"). */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
