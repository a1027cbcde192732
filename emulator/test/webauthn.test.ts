// @vitest-environment node
/**
 * Passkeys over real HTTP (spec §7 "/webauthn/*"), with the Node software authenticator making real
 * attestations and assertions; the Chromium path (virtual authenticator) is in test/e2e.
 */
import { createSoftwareAuthenticator } from '../src/fixtures/softwareAuthenticator.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

const ORIGIN = 'http://localhost:5173';
let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

async function registerPasskey(
  sessionToken: string,
  authenticator = createSoftwareAuthenticator({ origin: ORIGIN }),
  start_options: Record<string, unknown> = {},
) {
  const start = await api.post(
    '/webauthn/register/start',
    { domain: 'localhost', authenticator_type: 'platform', return_passkey_credential_options: true, ...start_options },
    sessionToken,
  );
  expect(start.status).toBe(200);
  const options = JSON.parse(start.json.data.public_key_credential_creation_options);
  const credential = authenticator.create(options);
  const registered = await api.post(
    '/webauthn/register',
    { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30, is_passkey: true },
    sessionToken,
  );
  return { start, options, credential, registered, authenticator };
}

async function passkeyLogin(authenticator: ReturnType<typeof createSoftwareAuthenticator>) {
  const start = await api.post('/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true });
  expect(start.status).toBe(200);
  const options = JSON.parse(start.json.data.public_key_credential_request_options);
  const assertion = authenticator.get(options);
  const answer = await api.post('/webauthn/authenticate', {
    public_key_credential: JSON.stringify(assertion),
    session_duration_minutes: 45,
  });
  return { options, assertion, answer };
}

describe('passkey registration', () => {
  it('offers options as a JSON string for the domain sent, registers the passkey and lists it on the user', async () => {
    const { session_token, user_id } = await signUpByEmailOtp(api, 'ada@example.com');
    const { start, options, credential, registered } = await registerPasskey(session_token);
    expect(typeof start.json.data.public_key_credential_creation_options).toBe('string');
    expect(options.rp).toEqual({ name: api.emulator.config.current.projectName, id: 'localhost' });
    expect(options.user.name).toBe('ada@example.com');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', authenticatorAttachment: 'platform' });

    expect(registered.status).toBe(200);
    const data = registered.json.data;
    expect(data).toMatchObject({ user_id, session_token, webauthn_registration_id: expect.stringMatching(/^webauthn-registration-test-/) });
    expect(data.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: data.webauthn_registration_id,
        domain: 'localhost',
        user_agent: expect.any(String),
        authenticator_type: 'platform',
        verified: true,
        name: 'Passkey 1',
        public_key_credential_id: credential.id,
        user_handle: options.user.id,
        conditional_mediation: false,
      },
    ]);
  });

  // Issue 39: an automatic passkey upgrade (conditional create) makes its credential without a prompt.
  it('registers a conditional create’s passkey made without user presence, and records it as such', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'upgrade@example.com');
    const silent = createSoftwareAuthenticator({ origin: ORIGIN, userPresent: false, userVerified: false });
    const { options, registered } = await registerPasskey(session_token, silent, { conditional_mediation: true });
    expect(options.authenticatorSelection.userVerification).toBe('preferred');
    expect(registered.status).toBe(200);
    expect(registered.json.data.user.webauthn_registrations).toEqual([
      expect.objectContaining({ name: 'Passkey 1', conditional_mediation: true }),
    ]);
    // It signs in like any other passkey, the user present and verified then.
    const login = await api.post('/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true });
    const assertion = silent.get(JSON.parse(login.json.data.public_key_credential_request_options), { userVerified: true });
    const answer = await api.post('/webauthn/authenticate', {
      public_key_credential: JSON.stringify(assertion),
      session_duration_minutes: 45,
    });
    expect(answer.status).toBe(200);
  });

  it('still refuses a passkey made without user presence by an ordinary registration', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'no-presence@example.com');
    const silent = createSoftwareAuthenticator({ origin: ORIGIN, userPresent: false });
    const { options, registered } = await registerPasskey(session_token, silent);
    expect(options.authenticatorSelection.userVerification).toBe('required');
    expectError(registered, 400, 'unable_to_register_webauthn_registration');
    expect((await api.get('/users/me', session_token)).json.data.webauthn_registrations).toEqual([]);
  });

  it('keeps the user handle stable across registrations of one user', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'stable@example.com');
    const first = await registerPasskey(session_token);
    const second = await registerPasskey(session_token);
    expect(second.options.user.id).toBe(first.options.user.id);
    expect(second.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([first.credential.id]);
  });

  it('needs a signed-in user', async () => {
    expectError(await api.post('/webauthn/register/start', { domain: 'localhost' }), 401, 'user_unauthenticated');
  });

  it('refuses a domain that is not a host name or does not cover the calling origin', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'domain@example.com');
    expectError(
      await api.post('/webauthn/register/start', { domain: 'http://localhost:5173' }, session_token),
      400,
      'invalid_webauthn_registration_domain',
    );
    const foreign = await api.request('POST', '/sdk/v1/webauthn/register/start', {
      body: { domain: 'example.com' },
      auth: api.basic(session_token),
      headers: { origin: 'http://localhost:5173' },
    });
    expectError(foreign, 400, 'invalid_webauthn_registration_domain');
    expectError(
      await api.post('/webauthn/register/start', { domain: 'localhost', authenticator_type: 'phone' }, session_token),
      400,
      'invalid_authenticator_type',
    );
  });

  it('uses each registration challenge once', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'replay@example.com');
    const { credential, registered } = await registerPasskey(session_token);
    expect(registered.status).toBe(200);
    const again = await api.post('/webauthn/register', { public_key_credential: JSON.stringify(credential) }, session_token);
    expectError(again, 400, 'no_pending_webauthn_registration');
  });

  it('refuses a credential made for another user’s ceremony and a malformed credential', async () => {
    const a = await signUpByEmailOtp(api, 'a@example.com');
    const b = await signUpByEmailOtp(api, 'b@example.com');
    const start = await api.post('/webauthn/register/start', { domain: 'localhost' }, a.session_token);
    const credential = createSoftwareAuthenticator({ origin: ORIGIN }).create(
      JSON.parse(start.json.data.public_key_credential_creation_options),
    );
    expectError(
      await api.post('/webauthn/register', { public_key_credential: JSON.stringify(credential) }, b.session_token),
      400,
      'no_pending_webauthn_registration',
    );
    expectError(
      await api.post('/webauthn/register', { public_key_credential: '{"id":1}' }, a.session_token),
      400,
      'invalid_public_key_credential',
    );
    expectError(
      await api.post('/webauthn/register', { public_key_credential: 'not json' }, a.session_token),
      400,
      'invalid_public_key_credential',
    );
    // B's attempt did not spend A's ceremony.
    expect((await api.post('/webauthn/register', { public_key_credential: JSON.stringify(credential) }, a.session_token)).status).toBe(200);
  });

  it('refuses a credential made on an origin the project does not allow', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'origin@example.com');
    const start = await api.post('/webauthn/register/start', { domain: 'localhost' }, session_token);
    const credential = createSoftwareAuthenticator({ origin: 'https://localhost' }).create(
      JSON.parse(start.json.data.public_key_credential_creation_options),
    );
    expectError(
      await api.post('/webauthn/register', { public_key_credential: JSON.stringify(credential) }, session_token),
      403,
      'origin_not_allowed',
    );
  });
});

describe('passkey login', () => {
  it('signs in with a discoverable credential: a new session with a webauthn_registration factor', async () => {
    const { session_token, user_id } = await signUpByEmailOtp(api, 'login@example.com');
    const { registered, authenticator } = await registerPasskey(session_token);
    const { options, answer } = await passkeyLogin(authenticator);
    expect(options.allowCredentials).toEqual([]);
    expect(options.rpId).toBe('localhost');
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(data.user_id).toBe(user_id);
    expect(data.session_token).not.toBe(session_token);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        last_authenticated_at: expect.any(String),
        webauthn_factor: {
          webauthn_registration_id: registered.json.data.webauthn_registration_id,
          domain: 'localhost',
          user_agent: expect.any(String),
        },
      },
    ]);
    expect(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at)).toBe(45 * 60_000);
  });

  it('requires user verification: a passkey used without its PIN or biometric does not sign in', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'uv@example.com');
    const { authenticator, options } = await registerPasskey(session_token);
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const start = await api.post('/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true });
    const requestOptions = JSON.parse(start.json.data.public_key_credential_request_options);
    expect(requestOptions.userVerification).toBe('required');
    const unverified = authenticator.get(requestOptions, { userVerified: false });
    expectError(
      await api.post('/webauthn/authenticate', { public_key_credential: JSON.stringify(unverified) }),
      401,
      'unable_to_auth_webauthn_registration',
    );
    expect((await passkeyLogin(authenticator)).answer.status).toBe(200);
  });

  it('refuses to register a passkey made without user verification', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'uv-register@example.com');
    const { registered } = await registerPasskey(session_token, createSoftwareAuthenticator({ origin: ORIGIN, userVerified: false }));
    expectError(registered, 400, 'unable_to_register_webauthn_registration');
  });

  it('refuses a replayed assertion: the challenge works once', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'replay-login@example.com');
    const { authenticator } = await registerPasskey(session_token);
    const { assertion, answer } = await passkeyLogin(authenticator);
    expect(answer.status).toBe(200);
    const replay = await api.post('/webauthn/authenticate', {
      public_key_credential: JSON.stringify(assertion),
      session_duration_minutes: 30,
    });
    expectError(replay, 401, 'unable_to_auth_webauthn_registration');
  });

  it('refuses an assertion whose challenge expired', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'late@example.com');
    const { authenticator } = await registerPasskey(session_token);
    const start = await api.post('/webauthn/authenticate/start/primary', { domain: 'localhost' });
    const assertion = authenticator.get(JSON.parse(start.json.data.public_key_credential_request_options));
    await api.advanceMinutes(6);
    expectError(
      await api.post('/webauthn/authenticate', { public_key_credential: JSON.stringify(assertion) }),
      401,
      'unable_to_auth_webauthn_registration',
    );
  });

  it('steps up the signed-in user with a secondary login listing that user’s credentials', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'secondary@example.com');
    const { credential, authenticator } = await registerPasskey(session_token);
    const start = await api.post('/webauthn/authenticate/start/secondary', { domain: 'localhost' }, session_token);
    expect(start.status).toBe(200);
    const options = JSON.parse(start.json.data.public_key_credential_request_options);
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([credential.id]);
    const answer = await api.post(
      '/webauthn/authenticate',
      { public_key_credential: JSON.stringify(authenticator.get(options)) },
      session_token,
    );
    expect(answer.status).toBe(200);
    // A step-up is a re-authentication: the session keeps its id and gets a new token.
    expect(answer.json.data.session_token).not.toBe(session_token);
    expectError(await api.post('/sessions/authenticate', {}, session_token), 401, 'session_not_found');
    expect(answer.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual([
      'email',
      'webauthn_registration',
    ]);
  });

  it('says so when the signed-in user has no passkey for a secondary login', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'none@example.com');
    expectError(
      await api.post('/webauthn/authenticate/start/secondary', { domain: 'localhost' }, session_token),
      404,
      'no_active_webauthn_registrations',
    );
  });

  it('renames a registration, and a deleted passkey can no longer sign in', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'manage@example.com');
    const { registered, authenticator } = await registerPasskey(session_token);
    const id = registered.json.data.webauthn_registration_id;
    const renamed = await api.request('PUT', `/sdk/v1/webauthn/update/${id}`, {
      body: { name: '  Work laptop ' },
      auth: api.basic(session_token),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.webauthn_registration).toMatchObject({ webauthn_registration_id: id, name: 'Work laptop' });
    expect(renamed.json.data.__user.webauthn_registrations[0].name).toBe('Work laptop');
    expectError(
      await api.request('PUT', `/sdk/v1/webauthn/update/${id}`, { body: { name: '   ' }, auth: api.basic(session_token) }),
      400,
      'empty_webauthn_registration_name',
    );
    expectError(
      await api.request('PUT', '/sdk/v1/webauthn/update/webauthn-registration-test-nope', {
        body: { name: 'x' },
        auth: api.basic(session_token),
      }),
      404,
      'webauthn_registration_not_found',
    );

    const deleted = await api.del(`/users/webauthn_registrations/${id}`, session_token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.webauthn_registrations).toEqual([]);
    const { answer } = await passkeyLogin(authenticator);
    expectError(answer, 404, 'webauthn_registration_not_found');
  });
});
