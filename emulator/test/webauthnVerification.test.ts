// @vitest-environment node
import { createSoftwareAuthenticator } from '../src/fixtures/softwareAuthenticator';
import { ApiError } from '../src/http/errors';
import {
  authenticationOptions,
  normalizeRpId,
  parseAuthenticationCredential,
  parseRegistrationCredential,
  registrationOptions,
  rpIdMatchesOrigin,
  userIdFromHandle,
  verifyAuthentication,
  verifyRegistration,
  type StoredCredential,
} from '../src/webauthn/verification';

const ORIGIN = 'http://localhost:5173';
const allowLocalhost = (origin: string) => /^http:\/\/localhost(:\d+)?$/.test(origin);
const USER = 'user-test-0b7a3c4e-1111-4222-8333-944455556666';

async function register(authenticator = createSoftwareAuthenticator({ origin: ORIGIN }), passkey = true) {
  const { options, challenge } = await registrationOptions({
    rpId: 'localhost',
    rpName: 'Gatehouse',
    userId: USER,
    userName: 'ada@example.com',
    userDisplayName: 'Ada',
    passkey,
    exclude: [],
  });
  const json = JSON.stringify(authenticator.create(options));
  const { credential, clientData } = parseRegistrationCredential(json);
  const verified = await verifyRegistration({
    credential,
    clientData,
    expectedChallenge: challenge,
    rpId: 'localhost',
    isAllowedOrigin: allowLocalhost,
  });
  const stored: StoredCredential = {
    credentialId: verified.credentialId,
    publicKey: verified.publicKey,
    counter: verified.counter,
    transports: verified.transports,
  };
  return { authenticator, options, verified, stored };
}

async function expectApiError(promise: Promise<unknown> | (() => unknown), type: string) {
  const run = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).errorType).toBe(type);
}

describe('WebAuthn registration', () => {
  it('offers options for the domain sent, with a stable user handle and a required resident key for passkeys', async () => {
    const first = await registrationOptions({
      rpId: 'localhost',
      rpName: 'Gatehouse',
      userId: USER,
      userName: 'ada',
      userDisplayName: 'Ada',
      passkey: true,
      authenticatorType: 'platform',
      exclude: [],
    });
    const second = await registrationOptions({
      rpId: 'localhost',
      rpName: 'Gatehouse',
      userId: USER,
      userName: 'ada',
      userDisplayName: 'Ada',
      passkey: false,
      exclude: [{ credentialId: 'AAAA', transports: ['usb'] }],
    });
    expect(first.options.rp).toEqual({ name: 'Gatehouse', id: 'localhost' });
    expect(first.options.user.id).toBe(second.options.user.id);
    expect(userIdFromHandle(first.options.user.id)).toBe(USER);
    expect(first.challenge).not.toBe(second.challenge);
    expect(first.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      authenticatorAttachment: 'platform',
    });
    expect(second.options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', requireResidentKey: false });
    expect(second.options.authenticatorSelection?.authenticatorAttachment).toBeUndefined();
    expect(second.options.excludeCredentials).toEqual([{ id: 'AAAA', type: 'public-key', transports: ['usb'] }]);
  });

  it('verifies a real attestation and returns the credential public key and counter', async () => {
    const { verified, authenticator } = await register();
    expect(verified.credentialId).toBe(authenticator.credentials[0]!.credentialId);
    expect(verified.publicKey.length).toBeGreaterThan(40);
    expect(verified.counter).toBe(0);
    expect(verified.userVerified).toBe(true);
    expect(verified.origin).toBe(ORIGIN);
    expect(verified.authenticatorAttachment).toBe('platform');
  });

  it('rejects a registration signed for another challenge', async () => {
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const { options } = await registrationOptions({
      rpId: 'localhost',
      rpName: 'G',
      userId: USER,
      userName: 'a',
      userDisplayName: 'A',
      passkey: true,
      exclude: [],
    });
    const { credential, clientData } = parseRegistrationCredential(JSON.stringify(authenticator.create(options)));
    await expectApiError(
      verifyRegistration({
        credential,
        clientData,
        expectedChallenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U',
        rpId: 'localhost',
        isAllowedOrigin: allowLocalhost,
      }),
      'unable_to_register_webauthn_registration',
    );
  });

  it('rejects a credential made on an origin the project does not allow', async () => {
    const authenticator = createSoftwareAuthenticator({ origin: 'http://evil.localhost:5173' });
    const { options, challenge } = await registrationOptions({
      rpId: 'localhost',
      rpName: 'G',
      userId: USER,
      userName: 'a',
      userDisplayName: 'A',
      passkey: true,
      exclude: [],
    });
    const { credential, clientData } = parseRegistrationCredential(JSON.stringify(authenticator.create(options)));
    await expectApiError(
      verifyRegistration({ credential, clientData, expectedChallenge: challenge, rpId: 'localhost', isAllowedOrigin: allowLocalhost }),
      'origin_not_allowed',
    );
  });

  it('rejects a credential whose relying party is not the domain sent', async () => {
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const { options, challenge } = await registrationOptions({
      rpId: 'localhost',
      rpName: 'G',
      userId: USER,
      userName: 'a',
      userDisplayName: 'A',
      passkey: true,
      exclude: [],
    });
    const { credential, clientData } = parseRegistrationCredential(JSON.stringify(authenticator.create(options)));
    const allowAll = () => true;
    await expectApiError(
      verifyRegistration({ credential, clientData, expectedChallenge: challenge, rpId: 'example.com', isAllowedOrigin: allowAll }),
      'origin_not_allowed',
    );
  });

  it('asks for user verification and refuses a credential made without it, unless told otherwise', async () => {
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, userVerified: false });
    const { options, challenge } = await registrationOptions({
      rpId: 'localhost',
      rpName: 'G',
      userId: USER,
      userName: 'a',
      userDisplayName: 'A',
      passkey: true,
      exclude: [],
    });
    expect(options.authenticatorSelection?.userVerification).toBe('required');
    const { credential, clientData } = parseRegistrationCredential(JSON.stringify(authenticator.create(options)));
    const base = { credential, clientData, expectedChallenge: challenge, rpId: 'localhost', isAllowedOrigin: allowLocalhost };
    await expectApiError(verifyRegistration(base), 'unable_to_register_webauthn_registration');
    expect((await verifyRegistration({ ...base, requireUserVerification: false })).userVerified).toBe(false);
  });

  it.each([
    ['not json', '{'],
    ['an array', '[]'],
    ['missing response', JSON.stringify({ id: 'AA', rawId: 'AA', type: 'public-key' })],
    ['wrong type', JSON.stringify({ id: 'AA', rawId: 'AA', type: 'password', response: {} })],
    ['id and rawId differ', JSON.stringify({ id: 'AA', rawId: 'AB', type: 'public-key', response: {} })],
    [
      'non-base64url clientDataJSON',
      JSON.stringify({ id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: '***', attestationObject: 'AA' } }),
    ],
    [
      'clientDataJSON that is not JSON',
      JSON.stringify({ id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AA' } }),
    ],
  ])('refuses a malformed registration credential (%s) with invalid_public_key_credential', async (_name, json) => {
    await expectApiError(() => parseRegistrationCredential(json), 'invalid_public_key_credential');
  });

  it('refuses an assertion where a registration is expected', async () => {
    const { authenticator } = await register();
    const { options } = await authenticationOptions({ rpId: 'localhost', allow: [] });
    await expectApiError(() => parseRegistrationCredential(JSON.stringify(authenticator.get(options))), 'invalid_public_key_credential');
  });
});

describe('WebAuthn authentication', () => {
  it('verifies a discoverable assertion, names the user through the user handle, and advances the counter', async () => {
    const { authenticator, stored } = await register();
    const { options, challenge } = await authenticationOptions({ rpId: 'localhost', allow: [] });
    expect(options.allowCredentials).toEqual([]);
    const { credential, clientData } = parseAuthenticationCredential(JSON.stringify(authenticator.get(options)));
    expect(userIdFromHandle(credential.response.userHandle)).toBe(USER);
    const result = await verifyAuthentication({
      credential,
      clientData,
      expectedChallenge: challenge,
      rpId: 'localhost',
      isAllowedOrigin: allowLocalhost,
      stored,
    });
    expect(result.newCounter).toBe(1);
  });

  it('lists the signed-in user credentials for a secondary login', async () => {
    const { stored } = await register();
    const { options } = await authenticationOptions({ rpId: 'localhost', allow: [stored] });
    expect(options.allowCredentials).toEqual([{ id: stored.credentialId, type: 'public-key', transports: ['internal'] }]);
  });

  it('rejects an assertion whose signature counter did not grow (a cloned authenticator)', async () => {
    const { authenticator, stored } = await register();
    const first = await authenticationOptions({ rpId: 'localhost', allow: [] });
    const one = parseAuthenticationCredential(JSON.stringify(authenticator.get(first.options)));
    const { newCounter } = await verifyAuthentication({
      ...one,
      expectedChallenge: first.challenge,
      rpId: 'localhost',
      isAllowedOrigin: allowLocalhost,
      stored,
    });
    // The stored counter is ahead of what the authenticator will sign next.
    const second = await authenticationOptions({ rpId: 'localhost', allow: [] });
    const two = parseAuthenticationCredential(JSON.stringify(authenticator.get(second.options)));
    await expectApiError(
      verifyAuthentication({
        ...two,
        expectedChallenge: second.challenge,
        rpId: 'localhost',
        isAllowedOrigin: allowLocalhost,
        stored: { ...stored, counter: newCounter + 5 },
      }),
      'unable_to_auth_webauthn_registration',
    );
  });

  it('rejects an assertion checked against another credential public key', async () => {
    const a = await register();
    const b = await register();
    const { options, challenge } = await authenticationOptions({ rpId: 'localhost', allow: [] });
    const parsed = parseAuthenticationCredential(JSON.stringify(a.authenticator.get(options)));
    await expectApiError(
      verifyAuthentication({
        ...parsed,
        expectedChallenge: challenge,
        rpId: 'localhost',
        isAllowedOrigin: allowLocalhost,
        stored: { ...b.stored, credentialId: a.stored.credentialId },
      }),
      'unable_to_auth_webauthn_registration',
    );
  });

  it('rejects an assertion for another challenge and one from a foreign origin', async () => {
    const { authenticator, stored } = await register();
    const { options, challenge } = await authenticationOptions({ rpId: 'localhost', allow: [] });
    const parsed = parseAuthenticationCredential(JSON.stringify(authenticator.get(options)));
    await expectApiError(
      verifyAuthentication({ ...parsed, expectedChallenge: `${challenge}x`, rpId: 'localhost', isAllowedOrigin: allowLocalhost, stored }),
      'unable_to_auth_webauthn_registration',
    );
    const foreign = parseAuthenticationCredential(JSON.stringify(authenticator.get(options, { origin: 'https://attacker.example' })));
    await expectApiError(
      verifyAuthentication({ ...foreign, expectedChallenge: challenge, rpId: 'localhost', isAllowedOrigin: allowLocalhost, stored }),
      'origin_not_allowed',
    );
  });
});

describe('relying party IDs', () => {
  it('accepts bare host names and refuses schemes, ports, paths and IP addresses', async () => {
    expect(normalizeRpId('LocalHost')).toBe('localhost');
    expect(normalizeRpId('login.example.com')).toBe('login.example.com');
    for (const bad of ['http://localhost', 'localhost:5173', 'example.com/path', '', '127.0.0.1', '-bad.com']) {
      await expectApiError(() => normalizeRpId(bad), 'invalid_webauthn_registration_domain');
    }
  });

  it('matches an origin on the RP ID or a subdomain of it only', () => {
    expect(rpIdMatchesOrigin('localhost', 'http://localhost:5173')).toBe(true);
    expect(rpIdMatchesOrigin('example.com', 'https://login.example.com')).toBe(true);
    expect(rpIdMatchesOrigin('example.com', 'https://badexample.com')).toBe(false);
    expect(rpIdMatchesOrigin('example.com', 'not a url')).toBe(false);
  });
});
