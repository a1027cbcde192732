/**
 * WebAuthn calls of spec §7 with the browser's credential API faked at the platform boundary
 * (`navigator.credentials`, `PublicKeyCredential`); the client and @simplewebauthn/browser run for real.
 * The same flows run against a real authenticator in test/e2e/client-browser.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatehouseError, InternalError, PasskeysUnsupportedError } from '../../src/client';
import {
  passkeyCapabilities,
  signalAcceptedCredentials,
  signalCurrentUserDetails,
  signalUnknownCredential,
} from '../../src/client/resources/webauthnLevel3';
import type { User, WebAuthnRegistration } from '../../src/wire';
import { apiError, authData, ok, setup, USER } from './fakes';
import { waitFor } from '../support/wait';

const common = { request_id: 'r', status_code: 200 };
const b64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const buffer = (bytes: number[]) => new Uint8Array(bytes).buffer;

const creationOptions = {
  challenge: b64url([1, 2, 3, 4]),
  rp: { name: 'Gatehouse', id: 'localhost' },
  user: { id: b64url([9, 9]), name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
};
const requestOptions = { challenge: b64url([5, 6, 7, 8]), rpId: 'localhost', allowCredentials: [] };

let create: ReturnType<typeof vi.fn>;
let get: ReturnType<typeof vi.fn>;
let conditional = true;

beforeEach(() => {
  conditional = true;
  create = vi.fn(async () => ({
    id: 'cred-1',
    rawId: buffer([7, 7, 7]),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { attestationObject: buffer([1]), clientDataJSON: buffer([2]), getTransports: () => ['internal'] },
    getClientExtensionResults: () => ({}),
  }));
  get = vi.fn(
    (options: { signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (!(options as { mediation?: string }).mediation) {
          resolve({
            id: 'cred-1',
            rawId: buffer([7, 7, 7]),
            type: 'public-key',
            authenticatorAttachment: 'platform',
            response: { authenticatorData: buffer([3]), clientDataJSON: buffer([4]), signature: buffer([5]), userHandle: buffer([9, 9]) },
            getClientExtensionResults: () => ({}),
          });
        }
      }),
  );
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isConditionalMediationAvailable: async () => conditional,
    }),
  );
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create, get } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('WebAuthn (spec §7)', () => {
  it('register: start with domain, authenticator type, passkey flag, overrides and user agent; then the credential as a JSON string', async () => {
    const { client, net } = setup({
      'POST /webauthn/register/start': ok({
        ...common,
        user_id: 'u',
        public_key_credential_creation_options: JSON.stringify(creationOptions),
      }),
      'POST /webauthn/register': ok(authData({ webauthn_registration_id: 'webauthn-registration-1' })),
    });
    const result = await client.webauthn.register({
      is_passkey: true,
      authenticator_type: 'platform',
      session_duration_minutes: 60,
      override_id: 'oid',
      override_name: 'ada',
      override_display_name: 'Ada L.',
    });
    const [start, finish] = net.api();
    expect(start!.body).toEqual({
      domain: 'localhost',
      authenticator_type: 'platform',
      return_passkey_credential_options: true,
      override_id: 'oid',
      override_name: 'ada',
      override_display_name: 'Ada L.',
      user_agent: navigator.userAgent,
    });
    // The options string was parsed and handed to the browser with binary fields decoded.
    const publicKey = create.mock.calls[0]![0].publicKey;
    expect(new Uint8Array(publicKey.challenge)).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(finish!.path).toBe('/webauthn/register');
    expect(typeof finish!.body.public_key_credential).toBe('string');
    expect(JSON.parse(finish!.body.public_key_credential)).toMatchObject({ id: 'cred-1', rawId: b64url([7, 7, 7]), type: 'public-key' });
    expect(finish!.body).toMatchObject({ session_duration_minutes: 60, is_passkey: true });
    expect(result.webauthn_registration_id).toBe('webauthn-registration-1');
    expect(client.session.getSync()).not.toBeNull();
  });

  it('Level 3 (issue 39): a conditional create read and written by the browser’s own JSON, flagged for the server; a passkey the server does not know is signalled', async () => {
    const signalUnknownCredential = vi.fn(async () => undefined);
    const parsed = { parsed: true };
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function PublicKeyCredential() {}, {
        prototype: { toJSON() {} },
        parseCreationOptionsFromJSON: () => parsed,
        parseRequestOptionsFromJSON: () => parsed,
        signalUnknownCredential,
      }),
    );
    const credential = (id: string) => ({ toJSON: () => ({ id, rawId: id, type: 'public-key', response: {} }) });
    create.mockResolvedValueOnce(credential('cred-2'));
    const registering = setup({
      'POST /webauthn/register/start': ok({
        ...common,
        user_id: 'u',
        public_key_credential_creation_options: JSON.stringify(creationOptions),
      }),
      'POST /webauthn/register': ok(authData({ webauthn_registration_id: 'webauthn-registration-2' })),
    });
    await registering.client.webauthn.register({ is_passkey: true, conditional_mediation: true });
    expect(registering.net.api()[0]!.body).toMatchObject({ conditional_mediation: true });
    expect(create.mock.calls[0]![0]).toEqual({ publicKey: parsed, mediation: 'conditional' });
    expect(JSON.parse(registering.net.api()[1]!.body.public_key_credential)).toEqual({
      id: 'cred-2',
      rawId: 'cred-2',
      type: 'public-key',
      response: {},
    });

    get.mockImplementationOnce(async () => credential('cred-9'));
    const signingIn = setup({
      'POST /webauthn/authenticate/start/primary': ok({ ...common, public_key_credential_request_options: JSON.stringify(requestOptions) }),
      'POST /webauthn/authenticate': apiError(404, 'webauthn_registration_not_found'),
    });
    await expect(signingIn.client.webauthn.authenticate({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'webauthn_registration_not_found',
    });
    expect(get.mock.calls[0]![0]).toEqual({ publicKey: parsed });
    expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'localhost', credentialId: 'cred-9' });
  });

  it.each([
    ['the user dismisses the prompt', 'NotAllowedError'],
    ['the authenticator is already registered', 'InvalidStateError'],
  ])('register: when %s the browser’s error comes out as an SDK error with its name (spec §8)', async (_case, name) => {
    create.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', name));
    const { client } = setup({
      'POST /webauthn/register/start': ok({
        ...common,
        user_id: 'u',
        public_key_credential_creation_options: JSON.stringify(creationOptions),
      }),
    });
    const error = await client.webauthn.register({ is_passkey: true }).catch((e: unknown) => e);
    // Unknown to the SDK's list, so an internal error (spec §8 "Unknown ones become an internal error"), in
    // the client's error family and still telling what the browser said (its error is the cause).
    expect(error).toBeInstanceOf(InternalError);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ name: 'InternalError', cause: { name } });
  });

  it('authenticate: a browser without WebAuthn gives PasskeysUnsupportedError (spec §8)', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const { client } = setup({
      'POST /webauthn/authenticate/start/primary': ok({ ...common, public_key_credential_request_options: JSON.stringify(requestOptions) }),
    });
    const error = await client.webauthn.authenticate({ session_duration_minutes: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasskeysUnsupportedError);
    expect(error).toMatchObject({ message: 'Passkeys are not supported on this device' });
  });

  it('authenticate: /start/primary without a session, /start/secondary with one; credential, duration, captcha and DFP', async () => {
    const captcha = { getToken: async () => 'captcha-1' };
    const { client, net } = setup(
      {
        'POST /webauthn/authenticate/start/primary': ok({
          ...common,
          public_key_credential_request_options: JSON.stringify(requestOptions),
        }),
        'POST /webauthn/authenticate/start/secondary': ok({
          ...common,
          public_key_credential_request_options: JSON.stringify(requestOptions),
        }),
        'POST /webauthn/authenticate': ok(authData()),
      },
      { captcha, bootstrap: { captcha_settings: { enabled: true, siteKey: 'k' } as never } },
    );
    await client.webauthn.authenticate({ session_duration_minutes: 30, is_passkey: true, domain: 'example.com' });
    expect(net.api()[0]).toMatchObject({
      path: '/webauthn/authenticate/start/primary',
      body: { domain: 'example.com', return_passkey_credential_options: true },
    });
    expect(JSON.parse(net.api()[1]!.body.public_key_credential)).toMatchObject({ id: 'cred-1', response: { signature: b64url([5]) } });
    expect(net.api()[1]!.body).toMatchObject({ session_duration_minutes: 30, captcha_token: 'captcha-1' });
    expect(client.session.getSync()).not.toBeNull();

    await client.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(net.api()[2]!.path).toBe('/webauthn/authenticate/start/secondary');
  });

  it('conditional mediation asks the browser for autofill and is cancelled by the caller’s signal', async () => {
    const input = document.createElement('input');
    input.autocomplete = 'username webauthn';
    document.body.append(input);
    const { client } = setup({
      'POST /webauthn/authenticate/start/primary': ok({ ...common, public_key_credential_request_options: JSON.stringify(requestOptions) }),
    });
    const controller = new AbortController();
    const pending = client.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true, signal: controller.signal });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls[0]![0].mediation).toBe('conditional');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('conditional mediation without an input whose autocomplete contains webauthn resolves null, sending nothing', async () => {
    const { client, net } = setup();
    expect(await client.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true })).toBeNull();
    expect(net.api()).toEqual([]);
    expect(await client.webauthn.browserSupportsAutofill()).toBe(true);
    conditional = false;
    expect(await client.webauthn.browserSupportsAutofill()).toBe(false);
  });

  it('an already aborted signal stops before asking the server', async () => {
    const { client, net } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.webauthn.authenticate({ session_duration_minutes: 30, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(net.api()).toEqual([]);
  });
});

// WebAuthn Level 3's capabilities and Signal API (issue 39): each function used only where the browser has it, a
// signal never throwing or waited for.
const passkey = (id: string, domain = 'localhost', user_handle = 'handle-1'): WebAuthnRegistration => ({
  webauthn_registration_id: `webauthn-registration-${id}`,
  domain,
  user_agent: '',
  authenticator_type: 'platform',
  verified: true,
  name: id,
  public_key_credential_id: `credential-${id}`,
  user_handle,
});

describe('capabilities (issue 39)', () => {
  it('reads getClientCapabilities(), the Level 2 checks standing in for what it leaves out', async () => {
    vi.stubGlobal('PublicKeyCredential', {
      getClientCapabilities: async () => ({ conditionalCreate: true, hybridTransport: true }),
      isConditionalMediationAvailable: async () => true,
      isUserVerifyingPlatformAuthenticatorAvailable: async () => false,
    });
    expect(await passkeyCapabilities()).toEqual({
      passkeyPlatformAuthenticator: false,
      conditionalGet: true,
      conditionalCreate: true,
      hybridTransport: true,
    });
  });

  it('without Level 3, or where the checks throw, nothing is assumed', async () => {
    vi.stubGlobal('PublicKeyCredential', {
      getClientCapabilities: async () => {
        throw new Error('not here');
      },
      isConditionalMediationAvailable: async () => true,
    });
    expect(await passkeyCapabilities()).toMatchObject({ conditionalGet: true, conditionalCreate: false });
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await passkeyCapabilities()).toEqual({
      passkeyPlatformAuthenticator: false,
      conditionalGet: false,
      conditionalCreate: false,
      hybridTransport: false,
    });
  });
});

describe('the Signal API (issue 39)', () => {
  it('signals each relying party and user handle once, with the passkeys accepted now; the user’s names', () => {
    const signalAllAcceptedCredentials = vi.fn(async () => undefined);
    const signalCurrentUserDetailsFn = vi.fn(async () => undefined);
    vi.stubGlobal('PublicKeyCredential', { signalAllAcceptedCredentials, signalCurrentUserDetails: signalCurrentUserDetailsFn });
    const [a, b, other] = [passkey('a'), passkey('b'), passkey('c', 'example.com')];
    // `b` deleted; a registration without the emulator's extensions is left out.
    const { public_key_credential_id: _id, ...bare } = passkey('d');
    signalAcceptedCredentials([a!, b!, other!, bare], [a!, other!]);
    expect(signalAllAcceptedCredentials.mock.calls).toEqual([
      [{ rpId: 'localhost', userId: 'handle-1', allAcceptedCredentialIds: ['credential-a'] }],
      [{ rpId: 'example.com', userId: 'handle-1', allAcceptedCredentialIds: ['credential-c'] }],
    ]);

    signalCurrentUserDetails({ ...USER, webauthn_registrations: [a!] } as User);
    expect(signalCurrentUserDetailsFn.mock.calls).toEqual([
      [{ rpId: 'localhost', userId: 'handle-1', name: 'ada@example.com', displayName: 'Ada Lovelace' }],
    ]);
  });

  it('never throws: a missing function, a synchronous refusal and a rejection are all silent', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(() => signalUnknownCredential('localhost', 'credential-a')).not.toThrow();
    vi.stubGlobal('PublicKeyCredential', {
      signalUnknownCredential: () => {
        throw new TypeError('bad id');
      },
      signalAllAcceptedCredentials: () => Promise.reject(new DOMException('no', 'SecurityError')),
    });
    expect(() => signalUnknownCredential('localhost', 'credential-a')).not.toThrow();
    expect(() => signalAcceptedCredentials([passkey('a')], [])).not.toThrow();
  });
});
