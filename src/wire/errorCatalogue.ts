/**
 * Every error type the API answers with, its status and its default message (wire doc "Responses", spec
 * §8): the emulator renders it, clients name the types, and the widget's locales translate each message.
 * Imports nothing.
 */

/** Every error type the emulator answers with: `[status, default message]`. */
export const API_ERRORS = {
  // Request, credentials and sessions (wire doc "Requests", spec §4).
  bad_request: [400, 'The request could not be understood.'],
  invalid_json: [400, 'The request body is not valid JSON.'],
  unsupported_content_type: [415, 'Send request bodies as application/json.'],
  request_too_large: [413, 'The request body is larger than the emulator accepts (1 MiB).'],
  route_not_found: [404, 'No API route matches this method and path.'],
  unauthorized_credentials: [401, 'The public token or credentials in the Authorization header are not valid for this project.'],
  session_not_found: [401, 'The session could not be found: it expired, was revoked or never existed.'],
  user_unauthenticated: [401, 'This call needs an active session; none was sent.'],
  origin_not_allowed: [403, "This origin is not in the project's allowed origins."],
  host_not_allowed: [
    403,
    'The emulator only answers to its own host names (localhost, 127.0.0.1, [::1] and the host it was started with).',
  ],
  session_too_old_to_reset_password: [
    400,
    'The provided session cannot be used to reset a password. It does not have a password, email magic link or email OTP factor authenticated within the last 5 minutes. Authenticate again before retrying.',
  ],
  stale_factors: [
    400,
    'This change needs a recent sign-in: the session has no factor authenticated within the last 5 minutes. Authenticate again and retry.',
  ],
  // Users, factors, magic links, passcodes and passwords (spec §7).
  invalid_email: [400, 'The email address is not valid.'],
  invalid_phone_number: [400, 'The phone number must be in E.164 format, for example +15555550123.'],
  invalid_metadata: [400, 'untrusted_metadata must be a JSON object of at most 4096 bytes.'],
  user_not_found: [404, 'The user could not be found.'],
  organization_not_found: [404, 'No organization has this organization_id.'],
  email_not_found: [404, 'No user has this email address.'],
  phone_number_not_found: [404, 'No user has this phone number.'],
  duplicate_email: [400, 'This email address already belongs to another user.'],
  duplicate_phone_number: [400, 'This phone number already belongs to another user.'],
  too_many_unverified_factors: [400, 'We were unable to create a new auth factor. This user already has too many unverified factors.'],
  redirect_url_not_allowed: [400, "The redirect URL is not in the project's allowed redirect URLs."],
  unable_to_auth_magic_link: [401, 'The magic link could not be authenticated.'],
  pkce_mismatch: [400, 'The code_verifier does not match the code_challenge this token was issued with (pkce).'],
  missing_code_challenge: [400, 'This project requires PKCE (pkce): send a code_challenge.'],
  otp_code_not_found: [
    404,
    'No active passcode exists for this method_id: it expired, was used, was replaced by a newer code or had too many wrong attempts.',
  ],
  unable_to_auth_otp_code: [401, 'The passcode is incorrect.'],
  weak_password: [400, "The password is too weak for the project's password policy."],
  breached_password: [400, 'This password appears in a list of passwords leaked in data breaches. Choose another one.'],
  reset_password: [400, "This user's password must be reset before it can be used to log in."],
  password_not_found: [404, 'This user has no password.'],
  totp_not_found: [404, 'The TOTP registration could not be found for this user.'],
  crypto_wallet_not_found: [404, 'The crypto wallet could not be found for this user.'],
  oauth_user_registration_not_found: [404, 'The OAuth registration could not be found for this user.'],
  webauthn_registration_not_found: [404, 'The WebAuthn registration could not be found for this user.'],
  biometric_registration_not_found: [404, 'The biometric registration could not be found for this user.'],
  too_many_requests: [429, 'Too many requests have been made.'],
  internal_server_error: [500, 'The emulator hit an unexpected error. Its log has the details.'],

  // OAuth (spec §7 "/v1/public/oauth/{provider}/start", "/oauth/authenticate").
  invalid_oauth_provider: [404, 'This OAuth provider is not one of the supported providers.'],
  public_token_required: [400, 'The public_token query parameter is required.'],
  no_match_for_provided_oauth_url: [400, "The redirect URL is not in the project's allowed redirect URLs."],
  invalid_pkce_code_challenge: [400, 'code_challenge must be the base64url SHA-256 of a code_verifier (43 characters, PKCE S256).'],
  invalid_pkce_code_verifier: [400, 'code_verifier must be 43 to 128 characters of [A-Za-z0-9-._~] (RFC 7636).'],
  pkce_expected_code_verifier: [400, 'This token was issued with a code_challenge (pkce): send the matching code_verifier.'],
  pkce_did_not_expect_code_verifier: [400, 'This token was issued without a code_challenge, so no code_verifier is expected (pkce).'],
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
  no_active_webauthn_registrations: [404, 'This user has no WebAuthn registrations.'],
  empty_webauthn_registration_name: [400, 'The WebAuthn registration name must not be empty.'],

  // TOTP (spec §7 "/totps*").
  invalid_expiration: [400, 'expiration_minutes must be an integer from 5 to 1440.'],
  active_totp_exists: [400, 'This user already has an active TOTP registration. Delete it before creating another.'],
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
  invalid_siwe_domain: [400, 'siwe_params.domain must be the host of siwe_params.uri.'],
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

/** An error type of the catalogue: what the emulator answers with, and what hosts can match on by name. */
export type KnownAPIErrorType = keyof typeof API_ERRORS;
