/**
 * `gatehouse-auth/client`: the headless browser client for the identity provider's SDK API.
 * No React here: the widget, the flow controller and host apps all build on this entry. Every export is
 * listed by name, so the public surface is what this file says.
 */
export { createClient } from './client.js';
export type {
  B2BClient,
  CryptoWalletsClient,
  GatehouseClient,
  MagicLinksClient,
  OAuthClient,
  OTPsClient,
  PasswordsClient,
  SessionClient,
  TOTPsClient,
  UserClient,
  UsersClient,
  WebAuthnClient,
} from './client.js';
export type { ClientOptions } from './options.js';
export type { AuthenticateByUrlResult, TokenType } from './urlToken.js';
export { EVENT_BATCH_SIZE, EVENT_INTERVAL_MS } from './constants.js';
export { IST_COOKIE, SESSION_COOKIE, SESSION_JWT_COOKIE } from '../wire/session.js';
export type { CookieOptions } from './cookies.js';
export type { Stripped } from './core.js';
export type { CaptchaProvider, ChannelLike, Clock, CookieJar, DFPProvider, LockManagerLike, StorageLike } from './env.js';
export { memoryCookies, memoryStorage } from './env.js';
export type { LoggedEvent } from './events.js';
export { codeChallenge, createPKCEPair } from './pkce.js';
export type { PKCEFlow, PKCEPair } from './pkce.js';
export { defaultBootstrap } from './bootstrap.js';
export type { OAuthProviderClient, OAuthStartOptions, OneTapSubmitOptions } from './resources/oauth.js';
export type {
  CryptoWalletAuthenticateOptions,
  CryptoWalletAuthenticateStartOptions,
  EthereumWallet,
  SiweParams,
  SolanaWallet,
} from './resources/cryptoWallets.js';
export type { MagicLinksAuthenticateResponse, MagicLinksSendOptions, SessionDurationOptions } from './resources/magicLinks.js';
export type { OTPAuthenticateOptions, OTPAuthenticateResponse, OTPEmailSendOptions, OTPSendOptions } from './resources/otps.js';
export type {
  PasswordCredentials,
  ResetByEmailOptions,
  ResetByEmailStartOptions,
  ResetByExistingPasswordOptions,
  ResetBySessionOptions,
} from './resources/passwords.js';
export type { WebAuthnAuthenticateOptions, WebAuthnRegisterOptions } from './resources/webauthn.js';
export {
  APIError,
  APISchemaError,
  APIUnreachableError,
  GatehouseError,
  InvalidResponseError,
  MissingPKCEError,
  NetworkError,
  SDKError,
  UsageError,
  isSessionEndingError,
} from './errors.js';
export type { InvalidResponseCode } from './errors.js';
export {
  InternalError,
  toSDKError,
  // The named errors of spec §8, one class each (MissingPKCEError above).
  BiometricsFailedError,
  BiometricsUnavailableError,
  ChallengeSigningFailedError,
  DeviceCredentialsNotAllowedError,
  FailedCodeChallengeError,
  FailedToDecryptDataError,
  InvalidAuthorizationCredentialError,
  InvalidCredentialTypeError,
  InvalidRedirectSchemeError,
  InvalidStartUrlError,
  JSONDataNotConvertibleToStringError,
  KeyInvalidatedError,
  KeystoreUnavailableError,
  MissingAttestationObjectError,
  MissingAuthorizationCredentialIDTokenError,
  MissingGoogleClientIDError,
  MissingPublicKeyError,
  MissingUrlError,
  NoBiometricsEnrolledError,
  NoBiometricsRegistrationError,
  NoCredentialsPresentError,
  NoCurrentSessionError,
  PasskeysInvalidEncoding,
  PasskeysMisconfigured,
  PasskeysUnsupportedError,
  RandomNumberGenerationFailed,
  SDKNotConfiguredError,
  SignInWithAppleMisconfigured,
  UserCancellationError,
  UserLockedOutError,
} from './sdkErrors.js';
export type { SDKErrorName } from './sdkErrors.js';
export type { BootstrapData, FactorPolicy, PendingFactor, SessionInfo, SessionState, SessionTokens } from './types.js';
// What callers of the client need of the API's facts (src/wire): the providers `client.oauth` has, the call
// defaults, the session-ending error types and the payload shapes. The UI lists (wallet names, OTP methods)
// stay with the widget.
export {
  B2B_MFA_PRODUCTS,
  B2B_OAUTH_PROVIDERS,
  B2B_PRODUCTS,
  DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
  DEFAULT_OTP_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  SESSION_ENDING_ERROR_TYPES,
  cryptoWalletTypeFor,
} from '../wire/index.js';
export type {
  APIErrorBody,
  APIErrorType,
  KnownAPIErrorType,
  AuthenticateResponse,
  AuthenticationFactor,
  B2BMemberSearchBody,
  B2BMemberSearchResponse,
  B2BMFAProduct,
  B2BOAuthProvider,
  B2BProduct,
  BootstrapPayload,
  CryptoWalletStartResponse,
  CryptoWalletType,
  LudsRequirements,
  MagicLinkSendBody,
  OAuthProvider,
  OneTapStartResponse,
  OneTapSubmitResponse,
  OTPMethod,
  OTPSendResponse,
  ResponseCommon,
  SchemaErrorBody,
  SchemaIssue,
  Session,
  StrengthCheckResponse,
  StrengthCheckResult,
  StrengthPolicy,
  TOTPCreateResponse,
  TOTPRecoveryCodesResponse,
  User,
  UserName,
  UserSearchResponse,
  UserUpdateResponse,
  WalletType,
  WebAuthnRegistration,
} from '../wire/index.js';
