/**
 * Wire shapes (wire doc, "Payload shapes"). Field names stay snake_case as on the wire (spec §7).
 */

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
}

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
}

export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [kindFactor: string]: unknown;
}

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
  [extra: string]: unknown;
}

/** The signed-in state the client keeps and shares across tabs. */
export interface SessionState {
  session: Session;
  user: User;
}

export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}

/** Returned by mutating user calls (`PUT /users/me`, every `DELETE /users/…`). */
export interface UserUpdateResponse extends ResponseCommon {
  user_id: string;
}

export interface OTPSendResponse extends ResponseCommon {
  method_id: string;
}

/**
 * `feedback.luds_requirements` of a strength check (wire doc): which character kinds the password has and
 * how far it is from the LUDS rules. One definition for the client, the strength meter and the emulator.
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

export interface StrengthCheckResponse extends ResponseCommon {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds' | 'none';
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: LudsRequirements;
  };
}

export interface UserSearchResponse extends ResponseCommon {
  /** camelCase on the wire (wire doc). */
  userType: 'new' | 'password' | 'passwordless';
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

export interface CryptoWalletStartResponse extends ResponseCommon {
  challenge: string;
}

/** Bootstrap config, mapped to the camelCase names of spec §3 "Bootstrap config". */
export interface BootstrapData {
  projectName: string | null;
  displayWatermark: boolean;
  cnameDomain: string | null;
  emailDomains: string[];
  captchaSettings: { enabled: boolean; siteKey?: string };
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  runDFPProtectedAuth: boolean;
  dfpProtectedAuthMode?: 'OBSERVATION' | 'DECISIONING';
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
}
