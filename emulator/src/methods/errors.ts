/**
 * Errors of the part-2 sign-in methods (OAuth, One Tap, passkeys, TOTP, crypto wallets). The verification
 * cores throw `MethodError` so they stay free of the HTTP layer; the routes render it in the wire doc's
 * error shape (`status_code, request_id, error_type, error_message, error_url`). Type names follow the
 * provider's published error catalogue so a host app's error handling ports over.
 */
export const METHOD_ERRORS = {
  // Generic request problems found past schema validation.
  bad_request: [400, 'The request could not be understood.'],
  origin_not_allowed: [403, "This origin is not in the project's allowed origins."],
  user_unauthenticated: [401, 'This call needs an active session; none was sent.'],

  // OAuth (spec §7 "/v1/public/oauth/{provider}/start", "/oauth/authenticate").
  invalid_oauth_provider: [404, 'This OAuth provider is not one of the supported providers.'],
  public_token_required: [400, 'The public_token query parameter is required.'],
  unauthorized_credentials: [401, 'The public token is not valid for this project.'],
  no_match_for_provided_oauth_url: [400, "The redirect URL is not in the project's allowed redirect URLs."],
  invalid_pkce_code_challenge: [400, 'code_challenge must be the base64url SHA-256 of a code_verifier (43 characters, PKCE S256).'],
  invalid_pkce_code_verifier: [400, 'code_verifier must be 43 to 128 characters of [A-Za-z0-9-._~] (RFC 7636).'],
  missing_code_challenge: [400, 'This project requires PKCE for OAuth (pkce): send a code_challenge.'],
  pkce_expected_code_verifier: [400, 'This token was issued with a code_challenge (pkce): send the matching code_verifier.'],
  pkce_did_not_expect_code_verifier: [400, 'This token was issued without a code_challenge, so no code_verifier is expected (pkce).'],
  pkce_mismatch: [400, 'The code_verifier does not match the code_challenge this token was issued with (pkce).'],
  oauth_token_not_found: [404, 'The OAuth token could not be found: it expired, was already used or never existed.'],
  oauth_invalid_state: [400, 'This sign-in attempt expired or was already completed. Start the sign-in again.'],
  invalid_identity: [400, 'The test identity needs a valid email address.'],

  // Google One Tap (spec §4 "One Tap error states", §8 One Tap messages).
  oauth_config_not_found: [404, 'No Google OAuth client is configured for this project.'],
  no_login_redirect_urls_set: [400, 'The project has no login redirect URLs, so oauthOptions.loginRedirectURL cannot be validated.'],
  no_signup_redirect_urls_set: [400, 'The project has no signup redirect URLs, so oauthOptions.signupRedirectURL cannot be validated.'],
  default_provider_not_allowed: [400, 'The default Google client cannot be used with One Tap: configure your own Google client.'],
  invalid_callback_id: [400, 'The One Tap callback id is unknown, expired or already used.'],
  id_token_invalid: [400, 'The Google ID token is not valid.'],
  id_token_expired: [400, 'The Google ID token has expired.'],
  id_token_incorrect_audience: [400, "The Google ID token was issued for another client than the project's Google client."],

  // WebAuthn (spec §7 "/webauthn/*").
  invalid_webauthn_registration_domain: [400, 'domain must be a host name (the relying party ID) that matches the calling origin.'],
  invalid_authenticator_type: [400, "authenticator_type must be 'platform' or 'cross-platform'."],
  invalid_public_key_credential: [400, 'public_key_credential is not a valid WebAuthn credential (JSON string).'],
  no_pending_webauthn_registration: [400, 'No pending WebAuthn challenge matches this credential: it expired, was used or never existed.'],
  unable_to_register_webauthn_registration: [400, 'The WebAuthn registration could not be verified.'],
  duplicate_webauthn_registration: [400, 'This credential is already registered.'],
  unable_to_auth_webauthn_registration: [401, 'The WebAuthn assertion could not be verified.'],
  webauthn_registration_not_found: [404, 'The WebAuthn registration could not be found for this user.'],
  no_active_webauthn_registrations: [404, 'This user has no WebAuthn registrations.'],
  empty_webauthn_registration_name: [400, 'The WebAuthn registration name must not be empty.'],

  // TOTP (spec §7 "/totps*").
  invalid_expiration: [400, 'expiration_minutes must be an integer from 5 to 1440.'],
  active_totp_exists: [400, 'This user already has an active TOTP registration. Delete it before creating another.'],
  totp_not_found: [404, 'The TOTP registration could not be found for this user.'],
  totps_not_found_for_user: [404, 'This user has no TOTP registration.'],
  expired_totp: [400, 'The TOTP registration expired before it was verified. Create a new one.'],
  invalid_totp_code: [400, 'totp_code must be 6 digits.'],
  unable_to_authenticate_totp: [401, 'The TOTP code is incorrect.'],
  totp_code_already_authenticated: [401, 'This TOTP code was already used; wait for the next one (RFC 6238 §5.2).'],
  recovery_code_used_as_totp_code: [400, 'This looks like a recovery code: use the recover call for recovery codes.'],
  totp_code_used_as_recovery_code: [400, 'This looks like a TOTP code: use totps/authenticate for codes from the app.'],
  recovery_codes_not_found: [404, 'This user has no verified TOTP registration with recovery codes.'],
  unable_to_authenticate_recovery_code: [401, 'The recovery code is incorrect or was already used.'],

  // Crypto wallets (spec §7 "/crypto_wallets/*").
  invalid_wallet_type: [400, "crypto_wallet_type must be 'ethereum' or 'solana'."],
  invalid_ethereum_address: [400, 'The address is not a valid Ethereum address (0x followed by 40 hex digits).'],
  invalid_solana_address: [400, 'The address is not a valid Solana address (a base58 ed25519 public key).'],
  crypto_wallet_type_incompatible_with_siwe: [400, 'Sign-In With Ethereum applies to Ethereum wallets only.'],
  invalid_siwe_uri: [400, 'siwe_params.uri must be an http(s) URI on an allowed origin.'],
  invalid_siwe_domain: [400, "siwe_params.domain must be the host of siwe_params.uri."],
  invalid_siwe_chain_id: [400, 'siwe_params.chain_id must be a positive integer (EIP-155).'],
  invalid_siwe_statement: [400, 'siwe_params.statement must be one line of at most 1024 characters.'],
  invalid_siwe_resource: [400, 'siwe_params.resources must be URIs.'],
  invalid_siwe_message_request_id: [400, 'siwe_params.message_request_id must be one line of printable characters.'],
  invalid_siwe_timestamp: [400, 'siwe_params.issued_at and not_before must be RFC 3339 timestamps.'],
  duplicate_wallet_address: [400, 'This wallet address already belongs to another user.'],
  crypto_wallet_challenge_not_found: [404, 'No pending challenge exists for this wallet: it expired, was used or was never started.'],
  siwe_message_not_valid_yet: [400, 'The Sign-In With Ethereum message is not valid yet (not-before).'],
  unable_to_authenticate_crypto_wallet: [401, 'The signature does not verify for this wallet and challenge.'],
} as const satisfies Record<string, readonly [number, string]>;

export type MethodErrorType = keyof typeof METHOD_ERRORS;

export class MethodError extends Error {
  readonly errorType: MethodErrorType;
  readonly statusCode: number;

  constructor(errorType: MethodErrorType, message?: string) {
    const [status, defaultMessage] = METHOD_ERRORS[errorType];
    super(message ?? defaultMessage);
    this.name = 'MethodError';
    this.errorType = errorType;
    this.statusCode = status;
  }
}

export function methodError(type: MethodErrorType, message?: string): MethodError {
  return new MethodError(type, message);
}
