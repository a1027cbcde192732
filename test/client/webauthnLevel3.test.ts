/**
 * WebAuthn Level 3's capabilities and Signal API (issue 39) with `PublicKeyCredential` faked at the platform
 * boundary: each function used only where the browser has it, a signal never throwing or waited for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  passkeyCapabilities,
  signalAcceptedCredentials,
  signalCurrentUserDetails,
  signalUnknownCredential,
} from '../../src/client/resources/webauthnLevel3';
import type { User, WebAuthnRegistration } from '../../src/wire';
import { USER } from './fakes';

afterEach(() => vi.unstubAllGlobals());

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
