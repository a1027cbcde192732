/**
 * `gatehouse/client`: the headless browser client for the identity provider's SDK API (issue 3).
 * No React here: the widget, the flow controller and host apps all build on this entry.
 */
export { createClient } from './client';
export type { AuthenticateByUrlResult, ClientOptions, GatehouseClient, TokenType } from './client';
export type { CookieOptions } from './cookies';
export type { CaptchaProvider, ChannelLike, Clock, CookieJar, DFPProvider, LockManagerLike, StorageLike } from './env';
export type { LoggedEvent } from './events';
export { codeChallenge, createPKCEPair } from './pkce';
export type { PKCEFlow, PKCEPair } from './pkce';
export { backoffDelay } from './session/refresher';
export { defaultBootstrap } from './bootstrap';
export { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS } from './oauthProviders';
export type { OAuthProvider } from './oauthProviders';
export type { OAuthStartOptions } from './resources/oauth';
export { walletTypeFor } from './resources/cryptoWallets';
export type {
  CryptoWalletAuthenticateOptions,
  CryptoWalletAuthenticateStartOptions,
  CryptoWalletType,
  EthereumWallet,
  SiweParams,
  SolanaWallet,
} from './resources/cryptoWallets';
export type { MagicLinksSendOptions } from './resources/magicLinks';
export type { OTPAuthenticateOptions, OTPEmailSendOptions, OTPSendOptions } from './resources/otps';
export type {
  PasswordCredentials,
  ResetByEmailOptions,
  ResetByEmailStartOptions,
  ResetByExistingPasswordOptions,
  ResetBySessionOptions,
} from './resources/passwords';
export type { WebAuthnAuthenticateOptions, WebAuthnRegisterOptions } from './resources/webauthn';
export * from './constants';
export * from './errors';
export {
  APIError as StytchAPIError,
  APISchemaError as StytchAPISchemaError,
  APIUnreachableError as StytchAPIUnreachableError,
  UsageError as StytchSDKUsageError,
} from './errors';
export type * from './types';
