/**
 * The request bodies of the SDK's calls (spec §7), each written once as a shape (`fields.ts`): the client checks
 * its caller's arguments against it and sends it, the emulator's routes validate it with the schema made from
 * it, and the TypeScript types of both are derived from it. Field order is the API's (the order its schema
 * errors list problems in). Bounds are the provider's where it states them, else the emulator's own limits, so
 * a huge value is refused before any work is done on it.
 */
import {
  boolean,
  integer,
  optional,
  record,
  type RequestOf,
  sdkRequired,
  shape,
  string,
  type StringField,
  stringArray,
  stringOrInteger,
} from './fields.js';

// ---- Fields many bodies share ----

/** A bounded string (any text, maybe empty). */
export const text = (maxLength = 1024): StringField => string({ maxLength });
/** A bounded string that may not be empty. */
export const nonEmpty = (maxLength = 1024): StringField => string({ minLength: 1, maxLength });
/** An address's format is checked by the API's handler, so it gets its own error type (spec §8 `invalid_email`). */
export const EMAIL = string({ minLength: 1, maxLength: 254 });
/** E.164 is at most 15 digits; the format itself is checked by the handler (`invalid_phone_number`). */
export const PHONE_NUMBER = string({ minLength: 1, maxLength: 32 });
/** The provider's bounds: 5 minutes to 366 days. */
export const SESSION_DURATION_MINUTES = integer({ minimum: 5, maximum: 527040 });
/** Bounded OTP lifetimes; spec §9's default is 5 minutes. */
const OTP_EXPIRATION_MINUTES = integer({ minimum: 1, maximum: 1440 });
/** Magic-link and reset lifetimes (spec §9's default 30 minutes), 5 minutes to 7 days. */
const LINK_EXPIRATION_MINUTES = integer({ minimum: 5, maximum: 10080 });
/** A redirect or link URL. */
export const REDIRECT_URL = string({ minLength: 1, maxLength: 2048 });
/** base64url(SHA-256) is 43 characters (spec §9 "Challenge: SHA-256, base64url"). */
const CODE_CHALLENGE = string({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
/** RFC 7636: 43–128 unreserved characters (the spec's 16 × 32-bit hex verifier is 128). */
const CODE_VERIFIER = string({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' });
/** Passwords are bounded at 256 characters (the strength check's own limit). */
const PASSWORD = string({ minLength: 1, maxLength: 256 });
/** A token from a link or a redirect. */
const TOKEN = string({ minLength: 1, maxLength: 256 });
/** The id of a user's email, phone number, registration… in a call's path (`DELETE /users/emails/{id}`). */
export const RESOURCE_ID = nonEmpty(256);
/** A locale tag (BCP 47's longest useful tags fit). */
const LOCALE = text(35);
const TEMPLATE_ID = text(256);

/** Fields the client may add to any sign-in call (spec §7): a captcha token and a DFP telemetry id. */
export const ANTI_ABUSE_FIELDS = {
  captcha_token: optional(text(4096)),
  dfp_telemetry_id: optional(text(1024)),
};

export type AntiAbuseFields = RequestOf<typeof ANTI_ABUSE_FIELDS>;

// ---- One-time passcodes (spec §7 otps/*) ----

const OTP_SEND_COMMON = {
  /** Minutes the passcode is valid. @default 5 */
  expiration_minutes: optional(OTP_EXPIRATION_MINUTES),
  create_user_as_pending: optional(boolean),
  locale: optional(LOCALE),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /otps/{sms|whatsapp}/login_or_create` and `/otps/{sms|whatsapp}/send/{primary|secondary}`. */
export const OTP_PHONE_SEND = { phone_number: PHONE_NUMBER, ...OTP_SEND_COMMON };

/** `POST /otps/email/login_or_create` and `/otps/email/send/{primary|secondary}`. */
export const OTP_EMAIL_SEND = {
  email: EMAIL,
  login_template_id: optional(TEMPLATE_ID),
  signup_template_id: optional(TEMPLATE_ID),
  ...OTP_SEND_COMMON,
};

/** `POST /otps/authenticate`: `token` is the code (wire doc "OTP send"). */
export const OTP_AUTHENTICATE = {
  token: nonEmpty(64),
  method_id: nonEmpty(256),
  /** @default 30 */
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
  code_verifier: optional(CODE_VERIFIER),
  ...ANTI_ABUSE_FIELDS,
};

// ---- Email magic links (spec §7 magic_links/*) ----

/** `POST /magic_links/email/login_or_create` and `/magic_links/email/send/{primary|secondary}`. */
export const MAGIC_LINK_SEND = {
  email: EMAIL,
  /** Where the login email's link points. */
  login_magic_link_url: optional(REDIRECT_URL),
  /** Where the sign-up email's link points. */
  signup_magic_link_url: optional(REDIRECT_URL),
  /** @default 30 */
  login_expiration_minutes: optional(LINK_EXPIRATION_MINUTES),
  /** @default 30 */
  signup_expiration_minutes: optional(LINK_EXPIRATION_MINUTES),
  login_template_id: optional(TEMPLATE_ID),
  signup_template_id: optional(TEMPLATE_ID),
  /** PKCE S256 challenge of the flow's verifier (spec §9). */
  code_challenge: optional(CODE_CHALLENGE),
  /** Create a new user in the pending state. @default false */
  create_user_as_pending: optional(boolean),
  locale: optional(LOCALE),
  ...ANTI_ABUSE_FIELDS,
};

/** The body of the magic-link sends. */
export type MagicLinkSendBody = RequestOf<typeof MAGIC_LINK_SEND>;

/** `POST /magic_links/authenticate`; the SDK's call takes the session's length (spec §7). */
export const MAGIC_LINK_AUTHENTICATE = {
  token: TOKEN,
  /** Minutes the session lasts from now. */
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  code_verifier: optional(CODE_VERIFIER),
  ...ANTI_ABUSE_FIELDS,
};

// ---- Passwords (spec §7 passwords/*) ----

/** `POST /passwords` (create) and `/passwords/authenticate`. */
export const PASSWORD_CREDENTIALS = {
  email: EMAIL,
  password: PASSWORD,
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /passwords/email/reset/start`. */
export const PASSWORD_RESET_START = {
  email: EMAIL,
  /** Where "Login without a password" links point. */
  login_redirect_url: optional(REDIRECT_URL),
  /** Where the reset link points. */
  reset_password_redirect_url: optional(REDIRECT_URL),
  reset_password_expiration_minutes: optional(LINK_EXPIRATION_MINUTES),
  reset_password_template_id: optional(TEMPLATE_ID),
  login_expiration_minutes: optional(LINK_EXPIRATION_MINUTES),
  code_challenge: optional(CODE_CHALLENGE),
  locale: optional(LOCALE),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /passwords/email/reset`: the emailed token and the new password. */
export const PASSWORD_RESET_BY_EMAIL = {
  token: TOKEN,
  password: PASSWORD,
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  code_verifier: optional(CODE_VERIFIER),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /passwords/existing_password/reset`. */
export const PASSWORD_RESET_BY_EXISTING = {
  email: EMAIL,
  existing_password: PASSWORD,
  new_password: PASSWORD,
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
};

/** `POST /passwords/session/reset`: the signed-in user's new password. */
export const PASSWORD_RESET_BY_SESSION = {
  password: PASSWORD,
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
};

/** `POST /passwords/strength_check`: the address, when known, counts against the password. */
export const PASSWORD_STRENGTH_CHECK = {
  email: optional(EMAIL),
  password: PASSWORD,
};

// ---- Authenticator apps (spec §7 totps/*) ----

/** `POST /totps`: how long the enrolment may wait for its first code. */
export const TOTP_CREATE = {
  /** The provider's bounds for an unverified enrolment: 5 minutes to a day (default a day). */
  expiration_minutes: sdkRequired(integer({ minimum: 5, maximum: 1440 })),
};

/** `POST /totps/authenticate`. */
export const TOTP_AUTHENTICATE = {
  totp_code: nonEmpty(64),
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /totps/recover`: a recovery code instead of the app's. */
export const TOTP_RECOVER = {
  recovery_code: nonEmpty(64),
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

// ---- Crypto wallets (spec §7 crypto_wallets/*) ----

/** EIP-4361 (SIWE) message fields a caller may set; the API fills in the rest. */
const SIWE_PARAMS = shape({
  domain: optional(text(256)),
  uri: optional(text(2048)),
  statement: optional(text(1024)),
  chain_id: optional(stringOrInteger(20)),
  issued_at: optional(text(64)),
  not_before: optional(text(64)),
  message_request_id: optional(text(256)),
  resources: optional(stringArray(text(2048), 32)),
});

/** `POST /crypto_wallets/authenticate/start{,/secondary}`: the challenge to sign. */
export const CRYPTO_WALLET_START = {
  crypto_wallet_address: nonEmpty(128),
  crypto_wallet_type: nonEmpty(32),
  siwe_params: optional(SIWE_PARAMS),
  ...ANTI_ABUSE_FIELDS,
};

/** `POST /crypto_wallets/authenticate`: the signed challenge. */
export const CRYPTO_WALLET_AUTHENTICATE = {
  crypto_wallet_address: nonEmpty(128),
  crypto_wallet_type: nonEmpty(32),
  signature: nonEmpty(512),
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

// ---- Passkeys and security keys (spec §7 webauthn/*) ----

/** The relying party's domain: a host name is at most 253 characters. */
const WEBAUTHN_DOMAIN = nonEmpty(253);
/**
 * A credential as JSON text (wire doc "WebAuthn": a string, not an object). A few KB; 64 KiB leaves room for
 * large attestation certificate chains.
 */
const CREDENTIAL_JSON = string({ minLength: 2, maxLength: 65536 });

/** `POST /webauthn/register/start`. */
export const WEBAUTHN_REGISTER_START = {
  domain: WEBAUTHN_DOMAIN,
  authenticator_type: optional(text(32)),
  return_passkey_credential_options: optional(boolean),
  override_id: optional(text(64)),
  override_name: optional(text(256)),
  override_display_name: optional(text(256)),
  user_agent: optional(text(1024)),
  /**
   * The emulator's extension (issue 39): the ceremony is a conditional create (WebAuthn Level 3, `mediation:
   * 'conditional'`), whose credential comes without user presence; only its challenge may register one.
   */
  conditional_mediation: optional(boolean),
};

/** `POST /webauthn/register`. */
export const WEBAUTHN_REGISTER = {
  public_key_credential: CREDENTIAL_JSON,
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
  is_passkey: optional(boolean),
};

/** `POST /webauthn/authenticate/start{,/secondary}`. */
export const WEBAUTHN_AUTHENTICATE_START = {
  domain: WEBAUTHN_DOMAIN,
  return_passkey_credential_options: optional(boolean),
};

/** `POST /webauthn/authenticate`. */
export const WEBAUTHN_AUTHENTICATE = {
  public_key_credential: CREDENTIAL_JSON,
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

/** `PUT /webauthn/update/{webauthn_registration_id}`: a registration's new name. */
export const WEBAUTHN_UPDATE = {
  name: text(200),
};

// ---- OAuth (spec §7 oauth/*) ----

/** `POST /oauth/authenticate`: the token the provider's redirect brought back. */
export const OAUTH_AUTHENTICATE = {
  token: TOKEN,
  code_verifier: optional(CODE_VERIFIER),
  session_duration_minutes: sdkRequired(SESSION_DURATION_MINUTES),
  ...ANTI_ABUSE_FIELDS,
};

/** The callback id in One Tap's submit path (`POST {base}/v1/oauth/callback/{oauth_callback_id}`). */
export const ONE_TAP_CALLBACK_ID = nonEmpty(128);

/** One Tap's submit: Google's ID token and the CSRF token the start set. */
export const ONE_TAP_SUBMIT = {
  id_token: string({ minLength: 1, maxLength: 16384 }),
  stytch_csrf_token: sdkRequired(text(256)),
  login_redirect_url: optional(text(2048)),
  signup_redirect_url: optional(text(2048)),
};

// ---- Sessions and users (spec §7 sessions/*, users/*) ----

/** `POST /sessions/authenticate`: a refresh, optionally extending the session. */
export const SESSION_AUTHENTICATE = {
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
};

/** A user's name, in the provider's shape (`PUT /users/me`, and the backend's users create and update). */
export const USER_NAME = optional(
  shape({ first_name: optional(text(256)), middle_name: optional(text(256)), last_name: optional(text(256)) }),
);

/** `PUT /users/me`. */
export const USER_UPDATE = {
  /** The provider's name shape; the fields given are set, the others kept (issue 39: the account page's profile). */
  name: USER_NAME,
  untrusted_metadata: optional(record(256)),
};

/** `POST /users/search`. */
export const USER_SEARCH = {
  email: EMAIL,
};

/** `POST /b2b/organizations/members/search` (spec §7). */
export const B2B_MEMBER_SEARCH = {
  email_address: EMAIL,
  organization_id: nonEmpty(128),
};

export type B2BMemberSearchBody = RequestOf<typeof B2B_MEMBER_SEARCH>;
