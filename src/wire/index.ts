/**
 * The API's facts as data and types: the spec's enumerations (§3), the call defaults of §9 and the request
 * and response shapes of the wire protocol (shared/docs/wire-protocol.md, "Payload shapes"). The client,
 * the primitives (lists and types only) and the emulator all read them from here, so the three cannot
 * drift apart. Plain data and types: this module imports nothing. Field names stay snake_case as on the
 * wire (spec §7).
 */

export * from './errors.js';
// The request bodies' types (their shapes, data the client's later resources and the emulator read, are
// imported from requests.ts itself, so a page's first bundle never holds them).
export type { AntiAbuseFields, B2BMemberSearchBody, MagicLinkSendBody } from './requests.js';

// ---- Enumerations (spec §3) ----

/** The OAuth providers of spec §3, in the spec's order. */
export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;

/** One of the spec's OAuth providers (§3 Enumerations). */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * Brand names as the brands write them. They fill `{provider}` in 'Continue with {provider}' and name the
 * emulator's provider pages; brand names are not translated, so they live here rather than in the
 * message catalogue.
 */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

/** The OTP methods of spec §3, in the order of the tabs on Main. Also the channels the API delivers to. */
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;

/** One of the spec's OTP methods (§3 Enumerations). */
export type OTPMethod = (typeof OTP_METHODS)[number];

/** The wallet types of spec §3, including the generic Ethereum and Solana wallets. */
export const WALLET_TYPES = ['phantom', 'vessel', 'binance', 'coinbase', 'metamask', 'ethereum', 'solana'] as const;

/** One of the spec's wallet types (§3 Enumerations). `ethereum`/`solana` are the generic wallets. */
export type WalletType = (typeof WALLET_TYPES)[number];

/** The generic wallets of a chain (spec §3 "Wallet types"): named in words, which each language translates. */
export type GenericWalletType = 'ethereum' | 'solana';

/**
 * Wallet names as the brands write them (spec §2 spells 'Metamask'); they fill `{wallet}` in
 * 'Continue with {wallet}'. Brand names are not translated, so they live here; the generic wallets'
 * names ('Ethereum Wallet') are the message catalogue's (`wallet.name.<type>`, issue 24).
 */
export const WALLET_NAMES: Record<Exclude<WalletType, GenericWalletType>, string> = {
  phantom: 'Phantom',
  vessel: 'Vessel',
  binance: 'Binance',
  coinbase: 'Coinbase',
  metamask: 'Metamask',
};

/** `crypto_wallet_type` on the wire: the chains a wallet signs in on. */
export type CryptoWalletType = 'ethereum' | 'solana';

/** Spec §3: "A Solana-type wallet gives crypto_wallet_type solana; everything else gives ethereum." */
export const cryptoWalletTypeFor = (wallet: WalletType): CryptoWalletType =>
  wallet === 'phantom' || wallet === 'solana' ? 'solana' : 'ethereum';

/** The password strength policies of spec §3 ("strength_policy (zxcvbn, luds or none)"). */
export const STRENGTH_POLICIES = ['zxcvbn', 'luds', 'none'] as const;

/** A project's password strength policy. */
export type StrengthPolicy = (typeof STRENGTH_POLICIES)[number];

// ---- Business-to-business (spec §1: "exists in the client. Its screens are not shown") ----

/** Spec §3 "B2B OAuth providers", in the spec's order. */
export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;

/** One of the spec's B2B OAuth providers. */
export type B2BOAuthProvider = (typeof B2B_OAUTH_PROVIDERS)[number];

/** Spec §3 "B2B products": the sign-in methods of an organization. */
export const B2B_PRODUCTS = ['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth'] as const;

/** One of the spec's B2B products. */
export type B2BProduct = (typeof B2B_PRODUCTS)[number];

/** Spec §3 "B2B MFA products": the second factors an organization may require. */
export const B2B_MFA_PRODUCTS = ['smsOtp', 'totp'] as const;

/** One of the spec's B2B MFA products. */
export type B2BMFAProduct = (typeof B2B_MFA_PRODUCTS)[number];

// ---- Redirect tokens (wire doc "Redirect tokens") ----

/**
 * Links and redirects come back to the host page as `?stytch_token_type=<type>&token=<token>`; these are
 * the two query parameters.
 */
export const REDIRECT_TOKEN_TYPE_PARAM = 'stytch_token_type';
export const REDIRECT_TOKEN_PARAM = 'token';

// ---- API bases (wire doc "Requests") ----

/**
 * The provider's hosted API bases: the test base for a test token (`public-token-test-…`) or a test project
 * (`project-test-…`), else the live base. Both are options (spec §9 "configurable").
 */
export const DEFAULT_TEST_BASE_URL = 'https://test.stytch.com';
export const DEFAULT_LIVE_BASE_URL = 'https://api.stytch.com';

// ---- Call defaults (spec §9) ----

/** "Default session duration 30 minutes". */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;
/** "OTP length 6". */
export const OTP_LENGTH = 6;
/** "Default OTP expiry 5 minutes" (`expiration_minutes` of the OTP sends). */
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;
/** "Magic link expiration default: 30 minutes login, 30 minutes signup". */
export const DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES = 30;
/** The provider's default `reset_password_expiration_minutes` (the emulator's too): a reset link lasts 30 minutes. */
export const DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES = 30;
/**
 * How long an OAuth start may take to come back: the provider keeps the start's state 10 minutes (the user at
 * the identity provider) and the token it redirects with another 10 (the emulator's `OAUTH_STATE_TTL_MS` and
 * `OAUTH_TOKEN_TTL_MS`).
 */
export const OAUTH_ROUND_TRIP_MINUTES = 20;

// ---- Payload shapes ----

/** Every success payload carries these two (wire doc "Responses"). */
export interface ResponseCommon {
  request_id: string;
  status_code: number;
}

export interface UserName {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
}

export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
  /**
   * The emulator's extensions (issue 39), which the Signal API needs and the provider's shape does not give:
   * the credential's id and the WebAuthn user handle it was made for (both base64url).
   */
  public_key_credential_id?: string;
  user_handle?: string;
  /** The emulator's extension (issue 39): made by a conditional create (automatic passkey upgrade), without a prompt. */
  conditional_mediation?: boolean;
}

/** The wire doc's User. */
export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  providers: {
    oauth_user_registration_id: string;
    provider_subject: string;
    provider_type: string;
    profile_picture_url: string;
    locale: string;
  }[];
  webauthn_registrations: WebAuthnRegistration[];
  totps: { totp_id: string; verified: boolean }[];
  crypto_wallets: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }[];
  biometric_registrations: { biometric_registration_id: string; verified: boolean }[];
  password: { password_id: string; requires_reset: boolean } | null;
  trusted_metadata: Record<string, unknown> | null;
  untrusted_metadata: Record<string, unknown> | null;
  roles: string[];
  /** The project's own id for the user, when its server gave one (the backend API, issue 37). */
  external_id?: string;
}

/**
 * One entry of a session's `authentication_factors`: `{ type, delivery_method, last_authenticated_at,
 * <kind>_factor {…} }`, `delivery_method` one of `email, embedded, sms, whatsapp, oauth_<provider>,
 * webauthn_registration, authenticator_app, recovery_code, crypto_wallet, knowledge` (wire doc).
 */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [kindFactor: `${string}_factor`]: Record<string, unknown>;
}

/** The wire doc's Session. */
export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown>;
  roles: string[];
  authentication_factors: AuthenticationFactor[];
}

/** Returned by every call that signs the user in (magic link, OTP, OAuth, password, passkey, wallet, TOTP, session). */
export interface AuthenticateResponse extends ResponseCommon {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  /**
   * Spec §3 "Tokens: session_token, session_jwt, intermediate_session_token": an answer whose factor is not
   * enough to sign in yet carries this instead of a session (`session` and the session tokens are then empty);
   * the client keeps it in its cookie for 10 minutes (spec §4, §9).
   */
  intermediate_session_token?: string;
  [extra: string]: unknown;
}

/** Returned by mutating user calls (`PUT /users/me`, every `DELETE /users/…`). */
export interface UserUpdateResponse extends ResponseCommon {
  user_id: string;
}

/** Spec §3 "OTP send response: method_id". */
export interface OTPSendResponse extends ResponseCommon {
  method_id: string;
}

/**
 * `feedback.luds_requirements` of a strength check (wire doc): which character kinds the password has and
 * how far it is from the LUDS rules. Sent with every policy.
 */
export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  /** How many more character kinds are needed (0 = complexity rule met). */
  missing_complexity: number;
  /** How many more characters are needed (0 = length rule met). */
  missing_characters: number;
}

/** A password strength check (spec §3 "Strength-check response", wire doc "Strength check"). */
export interface StrengthCheckResult {
  /** Whether the password may be submitted (spec §5: submit stays disabled until it is). */
  valid_password: boolean;
  /** zxcvbn score, 0 (weakest) to 4. */
  score: number;
  /** The password was found in a breach corpus. */
  breached_password: boolean;
  /** Which policy the project uses; decides what the strength meter shows. */
  strength_policy: StrengthPolicy;
  /** Whether a breached password is refused when it is set (the provider's field). */
  breach_detection_on_create: boolean;
  feedback: {
    /** zxcvbn's warning for this password, empty when none. */
    warning: string;
    suggestions: string[];
    luds_requirements: LudsRequirements;
  };
}

/** `POST /passwords/strength_check`. */
export interface StrengthCheckResponse extends ResponseCommon, StrengthCheckResult {}

/** `POST /users/search`. */
export interface UserSearchResponse extends ResponseCommon {
  /** camelCase on the wire (wire doc). */
  userType: 'new' | 'password' | 'passwordless';
}

/**
 * `POST /b2b/organizations/members/search`: the member of the organization with that address, as much of it
 * as a sign-in screen needs (whether a password is set), or `null` when the address is not a member's.
 */
export interface B2BMemberSearchResponse extends ResponseCommon {
  member: {
    /** `active`, `pending` (not yet signed in) or `invited`. */
    status: string;
    name: string;
    /** Empty when the member has no password. */
    member_password_id: string;
  } | null;
}

export interface TOTPCreateResponse extends ResponseCommon {
  totp_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
  user_id: string;
}

export interface TOTPRecoveryCodesResponse extends ResponseCommon {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}

/** `authenticate/start` of crypto wallets: the message to sign (an EIP-4361 message when SIWE is required). */
export interface CryptoWalletStartResponse extends ResponseCommon {
  challenge: string;
}

/**
 * Spec §4 "One Tap error states" (besides none). The first two come from Google's script (its prompt is not
 * displayed), the others from the API's One Tap start call as `error_type`.
 */
export const ONE_TAP_ERROR_STATES = [
  'origin_not_allowed_for_client',
  'invalid_client',
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
] as const;

export type OneTapErrorState = (typeof ONE_TAP_ERROR_STATES)[number];

/**
 * `GET {base}/v1/public/oauth/google/onetap/start?public_token=…&code_challenge=…` (spec §7 notes "oneTapStart"):
 * the Google client to initialise Google's script with, and the callback its credential is posted to. No `data`
 * envelope. The S256 `code_challenge` (issue 42) binds the OAuth token the submit's redirect carries, as an OAuth
 * start's does: `oauth/authenticate` then needs its verifier.
 */
export interface OneTapStartResponse extends ResponseCommon {
  google_client_id: string;
  oauth_callback_id: string;
  /** Echoes the CSRF cookie the call sets, for pages that cannot read the API's cookies. */
  stytch_csrf_token: string;
  /** For Google's `initialize({ nonce })`: the ID token must carry it to pass this callback. */
  nonce?: string;
}

/** `POST {base}/v1/oauth/callback/{oauth_callback_id}` ("oneTapSubmit"): where to send the browser next. */
export interface OneTapSubmitResponse extends ResponseCommon {
  /** The login or signup redirect URL with `stytch_token_type=oauth&token=…`. */
  redirect_url: string;
}

/** `GET /projects/bootstrap/{public_token}` (wire doc "Bootstrap"). */
export interface BootstrapPayload {
  project_name: string;
  disable_sdk_watermark: boolean;
  cname_domain: string | null;
  email_domains: string[];
  /** `siteKey` is camelCase on the wire. */
  captcha_settings: { enabled: boolean; siteKey?: string };
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled?: boolean;
  dfp_protected_auth_mode?: 'OBSERVATION' | 'DECISIONING';
  rbac_policy?: unknown;
  siwe_required_for_crypto_wallets: boolean;
}
