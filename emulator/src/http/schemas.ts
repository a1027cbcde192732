/**
 * Request schemas (TypeBox) and their parts. Every body, query and path is validated by a schema, and the
 * handler's TypeScript type is that schema's static type (Fastify's TypeBox type provider): there is no
 * second, hand-written interface to drift. Bodies are closed objects: unknown fields are dropped (Ajv
 * `removeAdditional`), wrong types and missing fields are answered with the wire doc's schema-error shape,
 * never a 500. Strings are bounded so a huge value is rejected before any work is done on it.
 */
import { type Static, type TProperties, Type } from 'typebox';

export const text = (maxLength = 1024) => Type.String({ maxLength });
export const nonEmpty = (maxLength = 1024) => Type.String({ minLength: 1, maxLength });
export const email = Type.String({ minLength: 1, maxLength: 254 });
/** E.164 is at most 15 digits; the format itself is checked by the handler (`invalid_phone_number`). */
export const phoneNumber = Type.String({ minLength: 1, maxLength: 32 });
/** The provider's bounds: 5 minutes to 366 days. */
export const sessionDurationMinutes = Type.Integer({ minimum: 5, maximum: 527040 });
/** Bounded OTP lifetimes; spec §9 default is 5 minutes. */
export const otpExpirationMinutes = Type.Integer({ minimum: 1, maximum: 1440 });
/** Magic-link and reset lifetimes (spec §9 default 30 minutes), 5 minutes to 7 days. */
export const linkExpirationMinutes = Type.Integer({ minimum: 5, maximum: 10080 });
export const url = Type.String({ minLength: 1, maxLength: 2048 });
/**
 * One query-string parameter: a single string (a repeated parameter arrives as an array and is refused),
 * bounded like a URL. What it must contain is for the route to say, with the spec's own error types.
 */
export const queryValue = Type.String({ maxLength: 2048 });
/** base64url(SHA-256) is 43 characters (spec §9 "Challenge: SHA-256, base64url"). */
export const codeChallenge = Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
/** RFC 7636: 43–128 unreserved characters (the spec's 16 × 32-bit hex verifier is 128). */
export const codeVerifier = Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' });
/** Passwords are bounded at 256 characters (the strength check's own limit). */
export const password = Type.String({ minLength: 1, maxLength: 256 });
export const token = Type.String({ minLength: 1, maxLength: 256 });

/** Fields the client may add to any log-in call (spec §7): accepted and ignored by the emulator. */
export const antiAbuseFields = {
  captcha_token: Type.Optional(text(4096)),
  dfp_telemetry_id: Type.Optional(text(1024)),
};

/** A closed request object (body or query): properties not listed are dropped. */
export const body = <P extends TProperties>(properties: P, options: { minProperties?: number } = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

/** Path parameters: every one required. */
export const params = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/**
 * `true` only when A and B are the same type. Where the wire module (which imports nothing, so no TypeBox)
 * declares a request body, the route states `const _x: Same<Static<typeof Schema>, WireBody> = true`, so the
 * schema and the wire type cannot drift apart without a compile error.
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export type { Static };

/** Plain format checks done in handlers so they get their own error types (spec §5, §8 "invalid_email"). */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
