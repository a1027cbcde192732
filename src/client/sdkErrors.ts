/**
 * The named errors of spec §8 ("SDK error names") and `toSDKError`, which maps anything thrown onto them. A
 * module of its own, apart from errors.ts: only the passkey ceremony (a lazily loaded chunk) and host code
 * reach these, so a page's first bundle does not carry the table.
 */
import { GatehouseError, MissingPKCEError, SDKError } from './errors.js';

/**
 * The named errors the client raises itself (spec §8 "SDK error names"), in the spec's order, with their
 * messages quoted exactly. One class each is made from this table below; MissingPKCE's is errors.ts's.
 */
const SDK_ERROR_MESSAGES = {
  NoCurrentSessionError: 'There is no session currently available. Make sure the user is authenticated with a valid session.',
  NoBiometricsRegistrationError:
    'There is no biometric registration available. Authenticate with another method and add a new biometric registration first.',
  BiometricsUnavailableError: 'Biometrics is not available on the device.',
  KeyInvalidatedError: 'The biometrics enrollment on the device has changed.',
  KeystoreUnavailableError: 'The keystore is unavailable on the device.',
  NoBiometricsEnrolledError: 'There is no biometric factor enrolled on the device. Add a biometric factor in the device settings.',
  UserCancellationError: 'The user canceled the prompt. Ask the user to try again.',
  UserLockedOutError: 'The user has been locked out due to too many failed attempts. Ask the user to try again later.',
  DeviceCredentialsNotAllowedError:
    'The device credentials allowment is mismatched. Use the same allowDeviceCredentials value when registering and authenticating.',
  MissingGoogleClientIDError: 'No Google client ID was found in the project.',
  MissingPKCEError: null,
  MissingAuthorizationCredentialIDTokenError: 'The authorization credential is missing an ID token.',
  InvalidAuthorizationCredentialError:
    'The authorization credential is invalid. Verify that OAuth is set up correctly and call the start flow method.',
  NoCredentialsPresentError: 'The user did not provide credentials for a Google One Tap attempt',
  MissingPublicKeyError: 'Failed to retrieve the public key. Add a new biometric registration.',
  ChallengeSigningFailedError: 'Failed to sign the challenge with the key.',
  SDKNotConfiguredError: 'The client is not configured. You must call the configure method before using the SDK',
  FailedCodeChallengeError: 'Failed to create a code challenge',
  PasskeysUnsupportedError: 'Passkeys are not supported on this device',
  FailedToDecryptDataError: 'Failed to decrypt user data',
  BiometricsFailedError: 'Biometric authentication failed',
  InvalidStartUrlError: 'The start URL was invalid or improperly formatted.',
  InvalidRedirectSchemeError: 'The scheme from the given redirect urls was invalid.',
  MissingUrlError: 'The underlying web authentication service failed to return a URL.',
  InvalidCredentialTypeError: 'The public key credential type was not of the expected type.',
  MissingAttestationObjectError: 'The public key credential is missing the attestation object.',
  JSONDataNotConvertibleToStringError: 'JSON data unable to be converted to String type.',
  RandomNumberGenerationFailed: 'Random number generation failed',
  PasskeysInvalidEncoding: 'Invalid passkey encoding',
  PasskeysMisconfigured: 'Passkeys are misconfigured. Verify the associated domain and signing information.',
  SignInWithAppleMisconfigured: 'Sign In With Apple is misconfigured. Verify the Apple OAuth configuration.',
} as const;

/** The name of one of the client's own errors (spec §8). */
export type SDKErrorName = keyof typeof SDK_ERROR_MESSAGES;

type SDKErrorClass = new () => SDKError;

const errorClass = (name: string, message: string): SDKErrorClass =>
  class extends SDKError {
    constructor() {
      super(name, message);
    }
  };

// One subclass per name, so `instanceof` tells the errors apart.
const SDK_ERRORS = Object.fromEntries(
  (Object.entries(SDK_ERROR_MESSAGES) as [SDKErrorName, string | null][]).map(([name, message]): [SDKErrorName, SDKErrorClass] => [
    name,
    message === null ? MissingPKCEError : errorClass(name, message),
  ]),
) as Record<SDKErrorName, SDKErrorClass>;

export const {
  NoCurrentSessionError,
  NoBiometricsRegistrationError,
  BiometricsUnavailableError,
  KeyInvalidatedError,
  KeystoreUnavailableError,
  NoBiometricsEnrolledError,
  UserCancellationError,
  UserLockedOutError,
  DeviceCredentialsNotAllowedError,
  MissingGoogleClientIDError,
  MissingAuthorizationCredentialIDTokenError,
  InvalidAuthorizationCredentialError,
  NoCredentialsPresentError,
  MissingPublicKeyError,
  ChallengeSigningFailedError,
  SDKNotConfiguredError,
  FailedCodeChallengeError,
  PasskeysUnsupportedError,
  FailedToDecryptDataError,
  BiometricsFailedError,
  InvalidStartUrlError,
  InvalidRedirectSchemeError,
  MissingUrlError,
  InvalidCredentialTypeError,
  MissingAttestationObjectError,
  JSONDataNotConvertibleToStringError,
  RandomNumberGenerationFailed,
  PasskeysInvalidEncoding,
  PasskeysMisconfigured,
  SignInWithAppleMisconfigured,
} = SDK_ERRORS;

/** An error the client does not recognise (spec §8: "Unknown ones become an internal error"). */
export class InternalError extends SDKError {
  override cause?: unknown;
  constructor(error?: unknown) {
    const e = (error ?? {}) as { message?: unknown };
    // One name per class (issue 22): the error it stands for is its `cause`.
    super('InternalError', typeof e.message === 'string' && e.message ? e.message : 'An internal error has occurred.');
    this.cause = error;
  }
}

// Looked up loosely (case, underscores and an `Error` suffix ignored) so `MissingPKCE`, `MissingPKCEError`
// and the native-bridge code `missing_pkce` all find the same class.

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\s-]/g, '')
    .replace(/error$/, '');

/**
 * Turn anything thrown (an `Error`, a native-bridge `{ message: 'missing_pkce' }`, or just a name) into the
 * matching named SDK error; unknown ones become an `InternalError` (spec §8). Errors that already belong to
 * the family are returned unchanged.
 */
export function toSDKError(error: unknown): GatehouseError {
  if (error instanceof GatehouseError) return error;
  const e = (typeof error === 'string' ? { name: error } : (error ?? {})) as { name?: unknown; message?: unknown };
  for (const key of [e.message, e.name]) {
    if (typeof key !== 'string') continue;
    const name = (Object.keys(SDK_ERRORS) as SDKErrorName[]).find((n) => normalize(n) === normalize(key));
    if (name) return new SDK_ERRORS[name]();
  }
  return new InternalError(error);
}
