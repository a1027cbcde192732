/**
 * The client's error family (spec §8). Every error the client throws is a `GatehouseError`, so a screen can
 * catch one class and show `error_message` for provider API errors and `message` for everything else.
 *
 * One name per class: an error's `name` is its class's name (`APIError`, `APISchemaError`,
 * `APIUnreachableError`, `NetworkError`, `UsageError`, `InternalError`), as spec §8's named errors are
 * (`MissingPKCEError`, `NoCurrentSessionError`, …), so `error.name` and `instanceof` tell the same story.
 * Names are written out rather than read from the constructor: minifiers rename classes.
 */

import { type APIErrorBody, type APIErrorType, type SchemaErrorBody, type SchemaIssue, SESSION_ENDING_ERROR_TYPES } from '../wire/index.js';

/** Base class of every error thrown by the client. `name` identifies the kind. */
export class GatehouseError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** Spec §8: "Server-side rendering gives an error saying the client is not compatible with it." */
const SSR_ERROR_MESSAGE = 'The Gatehouse client is not compatible with server-side rendering. Create it in the browser, e.g. in an effect.';

/** What every call of a client created on a server rejects with. */
export function ssrError(): GatehouseError {
  return new GatehouseError('SSRError', SSR_ERROR_MESSAGE);
}

/**
 * A well-formed JSON error from the API (spec §8): carries `status_code, error_type, error_message,
 * error_url, request_id`. Screens show `error_message`.
 */
export class APIError extends GatehouseError {
  status_code: number;
  /** A type of the catalogue, or one the emulator does not know (a newer provider API's). */
  error_type: APIErrorType;
  error_message: string;
  error_url: string;
  request_id?: string;
  error_details?: unknown;

  constructor(body: APIErrorBody) {
    const { status_code, error_type, error_message, error_url, request_id, error_details } = body;
    super(
      'APIError',
      `[${status_code}] ${error_type}\n${error_message}\nSee ${error_url} for more information.\n` +
        (request_id ? `request_id: ${request_id}\n` : ''),
    );
    this.status_code = status_code;
    this.error_type = error_type;
    this.error_message = error_message;
    this.error_url = error_url;
    this.request_id = request_id;
    this.error_details = error_details;
  }
}

/**
 * The API rejected the request's shape (spec §8): the body carries `body`, `params` or `query` issue lists.
 * Message: `[400] Request does not match expected schema` followed by one `path: message` line each.
 */
export class APISchemaError extends GatehouseError {
  issues: SchemaIssue[];

  constructor(body: Pick<SchemaErrorBody, 'body' | 'params' | 'query'>) {
    const issues = [...(body.body ?? []), ...(body.params ?? []), ...(body.query ?? [])];
    super(
      'APISchemaError',
      ['[400] Request does not match expected schema', ...issues.map((i) => `${i.dataPath}: ${i.message}`)].join('\n'),
    );
    this.issues = issues;
  }
}

/**
 * The API could not be reached, or answered with something the client cannot read (spec §8):
 * 'Unable to contact our servers.', 'Invalid JSON response from our servers.',
 * 'Invalid or no response from server'.
 */
export class APIUnreachableError extends GatehouseError {
  constructor(message: string, name = 'APIUnreachableError') {
    super(name, message);
  }
}

/** `fetch` itself failed (offline, DNS, CORS): 'Unable to contact our servers.' */
export class NetworkError extends APIUnreachableError {
  constructor() {
    super('Unable to contact our servers.', 'NetworkError');
  }
}

/** A response body that could not be parsed. */
export class InvalidResponseError extends APIUnreachableError {
  constructor(message: string) {
    super(message, 'InvalidResponseError');
  }
}

/** A call with arguments of the wrong type (spec §5): 'Invalid call to {method}' plus one line per field. */
export class UsageError extends GatehouseError {
  constructor(method: string, problems: string[]) {
    super('UsageError', [`Invalid call to ${method}`, ...problems].join('\n'));
  }
}

/** A named error raised by the client itself (spec §8 "SDK error names"). */
export class SDKError extends GatehouseError {}

/**
 * A named error the client raises itself (spec §8 "SDK error names"): one subclass each, so
 * `instanceof MissingPKCEError` tells them apart. Made by a pure call each, so a bundle keeps only the
 * ones its code can throw (the widget needs two of the 31 up front).
 */
const sdkError = (name: string, message: string): SDKErrorClass =>
  class extends SDKError {
    constructor() {
      super(name, message);
    }
  };

type SDKErrorClass = new () => SDKError;

// The spec's order, with its messages quoted exactly.
export const NoCurrentSessionError = /* @__PURE__ */ sdkError(
  'NoCurrentSessionError',
  'There is no session currently available. Make sure the user is authenticated with a valid session.',
);
export const NoBiometricsRegistrationError = /* @__PURE__ */ sdkError(
  'NoBiometricsRegistrationError',
  'There is no biometric registration available. Authenticate with another method and add a new biometric registration first.',
);
export const BiometricsUnavailableError = /* @__PURE__ */ sdkError(
  'BiometricsUnavailableError',
  'Biometrics is not available on the device.',
);
export const KeyInvalidatedError = /* @__PURE__ */ sdkError('KeyInvalidatedError', 'The biometrics enrollment on the device has changed.');
export const KeystoreUnavailableError = /* @__PURE__ */ sdkError('KeystoreUnavailableError', 'The keystore is unavailable on the device.');
export const NoBiometricsEnrolledError = /* @__PURE__ */ sdkError(
  'NoBiometricsEnrolledError',
  'There is no biometric factor enrolled on the device. Add a biometric factor in the device settings.',
);
export const UserCancellationError = /* @__PURE__ */ sdkError(
  'UserCancellationError',
  'The user canceled the prompt. Ask the user to try again.',
);
export const UserLockedOutError = /* @__PURE__ */ sdkError(
  'UserLockedOutError',
  'The user has been locked out due to too many failed attempts. Ask the user to try again later.',
);
export const DeviceCredentialsNotAllowedError = /* @__PURE__ */ sdkError(
  'DeviceCredentialsNotAllowedError',
  'The device credentials allowment is mismatched. Use the same allowDeviceCredentials value when registering and authenticating.',
);
export const MissingGoogleClientIDError = /* @__PURE__ */ sdkError(
  'MissingGoogleClientIDError',
  'No Google client ID was found in the project.',
);
export const MissingPKCEError = /* @__PURE__ */ sdkError(
  'MissingPKCEError',
  'Make sure this flow is completed on the same device on which it was started.',
);
export const MissingAuthorizationCredentialIDTokenError = /* @__PURE__ */ sdkError(
  'MissingAuthorizationCredentialIDTokenError',
  'The authorization credential is missing an ID token.',
);
export const InvalidAuthorizationCredentialError = /* @__PURE__ */ sdkError(
  'InvalidAuthorizationCredentialError',
  'The authorization credential is invalid. Verify that OAuth is set up correctly and call the start flow method.',
);
export const NoCredentialsPresentError = /* @__PURE__ */ sdkError(
  'NoCredentialsPresentError',
  'The user did not provide credentials for a Google One Tap attempt',
);
export const MissingPublicKeyError = /* @__PURE__ */ sdkError(
  'MissingPublicKeyError',
  'Failed to retrieve the public key. Add a new biometric registration.',
);
export const ChallengeSigningFailedError = /* @__PURE__ */ sdkError(
  'ChallengeSigningFailedError',
  'Failed to sign the challenge with the key.',
);
export const SDKNotConfiguredError = /* @__PURE__ */ sdkError(
  'SDKNotConfiguredError',
  'The client is not configured. You must call the configure method before using the SDK',
);
export const FailedCodeChallengeError = /* @__PURE__ */ sdkError('FailedCodeChallengeError', 'Failed to create a code challenge');
export const PasskeysUnsupportedError = /* @__PURE__ */ sdkError('PasskeysUnsupportedError', 'Passkeys are not supported on this device');
export const FailedToDecryptDataError = /* @__PURE__ */ sdkError('FailedToDecryptDataError', 'Failed to decrypt user data');
export const BiometricsFailedError = /* @__PURE__ */ sdkError('BiometricsFailedError', 'Biometric authentication failed');
export const InvalidStartUrlError = /* @__PURE__ */ sdkError('InvalidStartUrlError', 'The start URL was invalid or improperly formatted.');
export const InvalidRedirectSchemeError = /* @__PURE__ */ sdkError(
  'InvalidRedirectSchemeError',
  'The scheme from the given redirect urls was invalid.',
);
export const MissingUrlError = /* @__PURE__ */ sdkError(
  'MissingUrlError',
  'The underlying web authentication service failed to return a URL.',
);
export const InvalidCredentialTypeError = /* @__PURE__ */ sdkError(
  'InvalidCredentialTypeError',
  'The public key credential type was not of the expected type.',
);
export const MissingAttestationObjectError = /* @__PURE__ */ sdkError(
  'MissingAttestationObjectError',
  'The public key credential is missing the attestation object.',
);
export const JSONDataNotConvertibleToStringError = /* @__PURE__ */ sdkError(
  'JSONDataNotConvertibleToStringError',
  'JSON data unable to be converted to String type.',
);
export const RandomNumberGenerationFailed = /* @__PURE__ */ sdkError('RandomNumberGenerationFailed', 'Random number generation failed');
export const PasskeysInvalidEncoding = /* @__PURE__ */ sdkError('PasskeysInvalidEncoding', 'Invalid passkey encoding');
export const PasskeysMisconfigured = /* @__PURE__ */ sdkError(
  'PasskeysMisconfigured',
  'Passkeys are misconfigured. Verify the associated domain and signing information.',
);
export const SignInWithAppleMisconfigured = /* @__PURE__ */ sdkError(
  'SignInWithAppleMisconfigured',
  'Sign In With Apple is misconfigured. Verify the Apple OAuth configuration.',
);

/** Every named error, by name: what `toSDKError` looks names up in. */
const SDK_ERRORS = {
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
  MissingPKCEError,
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
};

/** The name of one of the client's own errors (spec §8). */
export type SDKErrorName = keyof typeof SDK_ERRORS;

/**
 * An error the client does not recognise (spec §8: "Unknown ones become an internal error"): its message is
 * kept, and the error itself is its `cause`.
 */
export class InternalError extends SDKError {
  override cause?: unknown;
  constructor(error?: unknown) {
    const e = (error ?? {}) as { message?: unknown };
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

/** Whether `error` is an API error whose type ends the local session. */
export const isSessionEndingError = (error: unknown): boolean =>
  error instanceof APIError && (SESSION_ENDING_ERROR_TYPES as readonly string[]).includes(error.error_type);
