/** Spec §8 SDK error names as typed errors; unknown ones become an internal error. */
import { describe, expect, it } from 'vitest';
import * as client from '../../src/client';
import { GatehouseError, InternalError, MissingPKCEError, SDKError, toSDKError } from '../../src/client';

const SPEC_NAMES = [
  'NoCurrentSession',
  'NoBiometricsRegistration',
  'BiometricsUnavailable',
  'KeyInvalidated',
  'KeystoreUnavailable',
  'NoBiometricsEnrolled',
  'UserCancellation',
  'UserLockedOut',
  'DeviceCredentialsNotAllowed',
  'MissingGoogleClientID',
  'MissingPKCE',
  'MissingAuthorizationCredentialIDToken',
  'InvalidAuthorizationCredential',
  'NoCredentialsPresent',
  'MissingPublicKey',
  'ChallengeSigningFailed',
  'SDKNotConfigured',
  'FailedCodeChallenge',
  'PasskeysUnsupported',
  'FailedToDecryptData',
  'BiometricsFailed',
  'InvalidStartUrl',
  'InvalidRedirectScheme',
  'MissingUrl',
  'InvalidCredentialType',
  'MissingAttestationObject',
  'JSONDataNotConvertibleToString',
  'RandomNumberGenerationFailed',
  'PasskeysInvalidEncoding',
  'PasskeysMisconfigured',
  'SignInWithAppleMisconfigured',
];

const exported = (name: string) =>
  ((client as Record<string, unknown>)[`${name}Error`] ?? (client as Record<string, unknown>)[name]) as new () => SDKError;

describe('SDK error names (spec §8)', () => {
  it.each(SPEC_NAMES)('%s is an exported, typed error with a message', (name) => {
    const ErrorClass = exported(name);
    expect(ErrorClass).toBeTypeOf('function');
    const error = new ErrorClass();
    expect(error).toBeInstanceOf(SDKError);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name.startsWith(name)).toBe(true);
    expect(error.message.length).toBeGreaterThan(10);
    // Found by its spec name, its class name and its snake_case code alike.
    const snake = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
    for (const key of [name, error.name, snake, { message: snake }]) expect(toSDKError(key)).toBeInstanceOf(ErrorClass);
  });

  it("MissingPKCE says 'Make sure this flow is completed on the same device on which it was started.'", () => {
    expect(new MissingPKCEError().message).toBe('Make sure this flow is completed on the same device on which it was started.');
  });

  it('the native bridge spelling of Sign in with Apple is understood', () => {
    expect(toSDKError({ message: 'signinwithapple_misconfigured' }).name).toBe('SignInWithAppleMisconfigured');
  });

  it('unknown errors become an internal error that keeps the original', () => {
    const original = new RangeError('something odd');
    const error = toSDKError(original);
    expect(error).toBeInstanceOf(InternalError);
    expect(error.name).toBe('InternalError');
    expect(error.message).toBe('something odd');
    expect((error as InternalError).cause).toBe(original);
    expect(toSDKError({}).message).toBe('An internal error has occurred.');
  });

  it('errors of the family pass through unchanged', () => {
    const error = new MissingPKCEError();
    expect(toSDKError(error)).toBe(error);
  });
});
