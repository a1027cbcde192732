// @vitest-environment node
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

describe('users/search', () => {
  it('tells new, password and passwordless users apart (camelCase userType)', async () => {
    expect((await api.post('/users/search', { email: 'new@example.com' })).json.data.userType).toBe('new');
    await signUpByEmailOtp(api, 'otp@example.com');
    expect((await api.post('/users/search', { email: 'otp@example.com' })).json.data.userType).toBe('passwordless');
    await api.post('/passwords', { email: 'pw@example.com', password: 'Violet-Harbor-Tundra-42' });
    expect((await api.post('/users/search', { email: 'PW@example.com' })).json.data.userType).toBe('password');
  });

  it('refuses a malformed email', async () => {
    expectError(await api.post('/users/search', { email: 'no at sign' }), 400, 'invalid_email');
  });
});

describe('email addresses have one form', () => {
  it.each([
    ['a zero-width space', 'rita\u200b@example.com'],
    ['a bidi override', '\u202erita@example.com'],
    ['a control character', 'rita\u0007@example.com'],
    ['a zero-width joiner', 'ri\u200dta@example.com'],
  ])('refuses an address with %s, which would look like another account', async (_what, address) => {
    expectError(await api.post('/otps/email/login_or_create', { email: address }), 400, 'invalid_email');
    expectError(await api.post('/passwords', { email: address, password: 'Violet-Harbor-Tundra-42' }), 400, 'invalid_email');
    expectError(await api.post('/users/search', { email: address }), 400, 'invalid_email');
    expectError(
      await api.request('POST', '/_emulator/oauth/token', { body: { provider: 'google', email: address }, auth: null }),
      400,
      'invalid_identity',
    );
  });

  it('folds compatibility forms (NFKC): a full-width address is the same account', async () => {
    const first = await api.post('/otps/email/login_or_create', { email: 'rita@example.com' });
    const again = await api.post('/otps/email/login_or_create', { email: 'ｒｉｔａ@ｅｘａｍｐｌｅ.ｃｏｍ' });
    expect(again.json.data).toMatchObject({ user_id: first.json.data.user_id, user_created: false });
    expect((await api.latest('rita@example.com')).to).toBe('rita@example.com');
  });
});

describe('users/me', () => {
  it('returns the user flat in data, with every factor list of the wire doc', async () => {
    const session = await signUpByEmailOtp(api, 'me@example.com');
    const answer = await api.get('/users/me', session.session_token);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      user_id: session.user_id,
      created_at: expect.any(String),
      status: 'active',
      name: { first_name: '', middle_name: '', last_name: '' },
      emails: [{ email_id: expect.any(String), email: 'me@example.com', verified: true }],
      phone_numbers: [],
      providers: [],
      webauthn_registrations: [],
      totps: [],
      crypto_wallets: [],
      biometric_registrations: [],
      password: null,
      trusted_metadata: {},
      untrusted_metadata: {},
      roles: expect.any(Array),
    });
  });

  it('merges untrusted_metadata updates and removes keys set to null', async () => {
    const session = await signUpByEmailOtp(api, 'meta@example.com');
    const first = await api.request('PUT', '/sdk/v1/users/me', {
      body: { untrusted_metadata: { theme: 'dark', locale: 'en' } },
      auth: api.basic(session.session_token),
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      user_id: session.user_id,
      __user: expect.objectContaining({ untrusted_metadata: { theme: 'dark', locale: 'en' } }),
    });
    const second = await api.request('PUT', '/sdk/v1/users/me', {
      body: { untrusted_metadata: { locale: null, size: 3 } },
      auth: api.basic(session.session_token),
    });
    expect(second.json.data.__user.untrusted_metadata).toEqual({ theme: 'dark', size: 3 });
    expect((await api.get('/users/me', session.session_token)).json.data.untrusted_metadata).toEqual({ theme: 'dark', size: 3 });
  });

  it("sets the name fields given and keeps the others, and refuses a name that is not the provider's shape (issue 39)", async () => {
    const session = await signUpByEmailOtp(api, 'named@example.com');
    const auth = api.basic(session.session_token);
    await api.request('PUT', '/sdk/v1/users/me', { body: { name: { first_name: 'Ada', last_name: 'Lovelace' } }, auth });
    const renamed = await api.request('PUT', '/sdk/v1/users/me', { body: { name: { last_name: 'King' } }, auth });
    expect(renamed.json.data.__user.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: 'King' });
    expect((await api.get('/users/me', session.session_token)).json.data.name).toEqual({
      first_name: 'Ada',
      middle_name: '',
      last_name: 'King',
    });
    expectError(await api.request('PUT', '/sdk/v1/users/me', { body: { name: 'Ada' }, auth }), 400, 'bad_request');
  });

  it('refuses metadata that is not an object or too large', async () => {
    const session = await signUpByEmailOtp(api, 'big@example.com');
    const auth = api.basic(session.session_token);
    expectError(await api.request('PUT', '/sdk/v1/users/me', { body: { untrusted_metadata: ['a'] }, auth }), 400, 'bad_request');
    expectError(
      await api.request('PUT', '/sdk/v1/users/me', { body: { untrusted_metadata: { blob: 'x'.repeat(5000) } }, auth }),
      400,
      'invalid_metadata',
    );
  });

  it('needs a session', async () => {
    expectError(await api.request('PUT', '/sdk/v1/users/me', { body: { untrusted_metadata: {} } }), 401, 'user_unauthenticated');
  });
});

describe('deleting factors', () => {
  it("deletes the user's own phone number and returns the updated user", async () => {
    const session = await signUpByEmailOtp(api, 'phone-owner@example.com');
    const sent = await api.post('/otps/sms/send/secondary', { phone_number: '+15555550140' }, session.session_token);
    const stepped = await api.post(
      '/otps/authenticate',
      { token: (await api.latest('+15555550140')).code, method_id: sent.json.data.method_id },
      session.session_token,
    );
    // The step-up gave the session a new token.
    const token = stepped.json.data.session_token as string;

    const deleted = await api.del(`/users/phone_numbers/${sent.json.data.phone_id}`, token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toMatchObject({ user_id: session.user_id, __user: { phone_numbers: [] } });
    expectError(await api.del(`/users/phone_numbers/${sent.json.data.phone_id}`, token), 404, 'phone_number_not_found');
  });

  it('deletes an email address', async () => {
    const session = await signUpByEmailOtp(api, 'two-emails@example.com');
    const sent = await api.post('/otps/email/send/secondary', { email: 'second@example.com' }, session.session_token);
    const deleted = await api.del(`/users/emails/${sent.json.data.email_id}`, session.session_token);
    expect(deleted.json.data.__user.emails.map((e: { email: string }) => e.email)).toEqual(['two-emails@example.com']);
    // A code sent to the removed address no longer works.
    const { code } = await api.latest('second@example.com');
    expectError(await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id }), 404, 'otp_code_not_found');
  });

  it("cannot delete another user's factor", async () => {
    const victim = await signUpByEmailOtp(api, 'victim@example.com');
    const attacker = await signUpByEmailOtp(api, 'attacker@example.com');
    const emailId = victim.user.emails[0].email_id;
    expectError(await api.del(`/users/emails/${emailId}`, attacker.session_token), 404, 'email_not_found');
    expect((await api.get('/users/me', victim.session_token)).json.data.emails).toHaveLength(1);
  });

  it.each([
    ['totps', 'totp_not_found'],
    ['crypto_wallets', 'crypto_wallet_not_found'],
    ['oauth', 'oauth_user_registration_not_found'],
    ['webauthn_registrations', 'webauthn_registration_not_found'],
    ['biometric_registrations', 'biometric_registration_not_found'],
  ])('answers DELETE /users/%s/{id} for an unknown id with %s', async (segment, errorType) => {
    const session = await signUpByEmailOtp(api, `${segment}@example.com`);
    expectError(await api.del(`/users/${segment}/unknown-id`, session.session_token), 404, errorType);
    expectError(await api.del(`/users/${segment}/unknown-id`), 401, 'user_unauthenticated');
  });

  it('deletes an OAuth, passkey, TOTP or wallet factor from its table', async () => {
    const session = await signUpByEmailOtp(api, 'passkey@example.com');
    api.emulator.db
      .prepare(
        "INSERT INTO webauthn_registrations (webauthn_registration_id, user_id, domain, verified, name, created_at) VALUES ('webauthn-registration-test-1', ?, 'localhost', 1, 'Laptop', 0)",
      )
      .run(session.user_id);
    expect((await api.get('/users/me', session.session_token)).json.data.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: 'webauthn-registration-test-1',
        domain: 'localhost',
        user_agent: '',
        authenticator_type: '',
        verified: true,
        name: 'Laptop',
      },
    ]);
    const deleted = await api.del('/users/webauthn_registrations/webauthn-registration-test-1', session.session_token);
    expect(deleted.json.data.__user.webauthn_registrations).toEqual([]);
  });
});
