/**
 * Error paths through the client (wrong code, expired link, reused token, bad schema) and the
 * password reset calls, against the emulator over real HTTP.
 */
import { createClient } from '../../src/client/index.ts';
import { type Harness, MemoryCookieJar, MemoryStorage, rejection, startHarness, tokenFrom } from './harness.ts';

const PASSWORD = 'Violet-Harbor-Tundra-42';
const NEW_PASSWORD = 'mauve-kettle-frosty-oar';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

describe('error paths', () => {
  it('turns a wrong passcode into the provider error and keeps the code usable', async () => {
    const { client } = harness.newClient();
    const sent = await client.otps.email.loginOrCreate('typo@example.com');
    const { code } = await harness.latest('typo@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    const error = await rejection(client.otps.authenticate(wrong, sent.method_id));
    expect(error).toMatchObject({ name: 'APIError', status_code: 401, error_type: 'unable_to_auth_otp_code' });
    expect(error.error_url).toContain('/_emulator/errors/401#unable_to_auth_otp_code');
    expect(error.request_id).toMatch(/^request-id-test-/);
    expect((await client.otps.authenticate(code!, sent.method_id)).user.emails[0]?.email).toBe('typo@example.com');
  });

  it('refuses an expired magic link', async () => {
    const { client } = harness.newClient();
    await client.magicLinks.email.loginOrCreate('late@example.com', { signup_expiration_minutes: 5 });
    const { link } = await harness.latest('late@example.com');
    await harness.control('POST', '/clock', { advance_minutes: 6 });
    const error = await rejection(client.magicLinks.authenticate(tokenFrom(link), { session_duration_minutes: 30 }));
    expect(error).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_magic_link' });
    expect(error.error_message).toMatch(/expired/);
    expect(client.session.getSync()).toBeNull();
  });

  it('refuses a reused magic link', async () => {
    const { client } = harness.newClient();
    await client.magicLinks.email.loginOrCreate('twice@example.com');
    const token = tokenFrom((await harness.latest('twice@example.com')).link);
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    const { client: second } = harness.newClient();
    const error = await rejection(second.magicLinks.authenticate(token, { session_duration_minutes: 30 }));
    expect(error).toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    expect(error.error_message).toMatch(/already been used/);
  });

  it('reports a schema error as "[400] Request does not match expected schema" with one line per problem', async () => {
    const { client } = harness.newClient();
    const sent = await client.otps.email.loginOrCreate('schema@example.com');
    // A number passes the client's own type check; the server's schema wants 5 minutes or more.
    const error = await rejection(client.otps.authenticate('123456', sent.method_id, { session_duration_minutes: 1 }));
    expect(error.name).toBe('APISchemaError');
    expect(error.message).toBe('[400] Request does not match expected schema\n.session_duration_minutes: must be >= 5');
  });

  it('answers an unknown public token with unauthorized_credentials', async () => {
    const { client } = harness.newClient({ publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000' });
    const error = await rejection(client.otps.email.loginOrCreate('nobody@example.com'));
    expect(error).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });

  it('retries once with a captcha token after "Captcha required"', async () => {
    await harness.control('POST', '/faults', { path: '/otps/email/login_or_create', status: 401, raw_body: 'Captcha required', count: 1 });
    const { client: withoutCaptcha } = harness.newClient();
    const error = await rejection(withoutCaptcha.otps.email.loginOrCreate('captcha@example.com'));
    expect(error).toMatchObject({ name: 'CaptchaRequiredError' });

    await harness.control('POST', '/faults', { path: '/otps/email/login_or_create', status: 401, raw_body: 'Captcha required', count: 1 });
    // The harness's clients have no captcha provider; this one has.
    const captchaClient = createClient(harness.publicToken, {
      testBaseUrl: harness.emulator.url,
      storage: new MemoryStorage(),
      cookies: new MemoryCookieJar(),
      locks: null,
      channel: null,
      captcha: { getToken: async () => 'captcha-token-1' },
    });
    harness.clients.push(captchaClient);
    const sent = await captchaClient.otps.email.loginOrCreate('captcha@example.com');
    expect(sent.method_id).toMatch(/^email-test-/);
    expect(await harness.messages('captcha@example.com')).toHaveLength(1);
  });

  it('surfaces injected server failures as API errors', async () => {
    await harness.control('POST', '/faults', { path: '/users/search', status: 429, error_type: 'too_many_requests', count: 1 });
    const { client } = harness.newClient();
    const error = await rejection(client.users.search('busy@example.com'));
    expect(error).toMatchObject({ status_code: 429, error_type: 'too_many_requests' });
    expect((await client.users.search('busy@example.com')).userType).toBe('new');
  });
});

describe('password resets and checks', () => {
  async function withPassword(email: string) {
    const { client, cookies } = harness.newClient();
    await client.passwords.create({ email, password: PASSWORD, session_duration_minutes: 60 });
    await client.session.revoke();
    return { client, cookies };
  }

  it('resets by email with the link in the inbox', async () => {
    const { client } = await withPassword('forgot@example.com');
    await client.passwords.resetByEmailStart({ email: 'forgot@example.com', reset_password_redirect_url: `${location.origin}/reset` });
    const { link, kind } = await harness.latest('forgot@example.com');
    expect(kind).toBe('reset_password');
    expect(new URL(link!).searchParams.get('stytch_token_type')).toBe('reset_password');
    const reset = await client.passwords.resetByEmail({ token: tokenFrom(link), password: NEW_PASSWORD, session_duration_minutes: 30 });
    expect(client.session.getSync()?.session_id).toBe(reset.session.session_id);
    await client.session.revoke();
    expect(
      (await client.passwords.authenticate({ email: 'forgot@example.com', password: NEW_PASSWORD, session_duration_minutes: 30 })).user_id,
    ).toBe(reset.user_id);
  });

  it('uses PKCE for resets when the project requires it', async () => {
    await harness.control('PATCH', '/config', { pkceRequired: { passwordResets: true } });
    const { client } = await withPassword('pkce-reset@example.com');
    await client.passwords.resetByEmailStart({ email: 'pkce-reset@example.com' });
    const token = tokenFrom((await harness.latest('pkce-reset@example.com')).link);
    const { client: otherDevice } = harness.newClient();
    expect(
      (await rejection(otherDevice.passwords.resetByEmail({ token, password: NEW_PASSWORD, session_duration_minutes: 30 }))).name,
    ).toBe('MissingPKCEError');
    expect(
      (await client.passwords.resetByEmail({ token, password: NEW_PASSWORD, session_duration_minutes: 30 })).user.password,
    ).not.toBeNull();
  });

  it('answers reset_password when the stored password must be reset', async () => {
    const { client } = await withPassword('stale@example.com');
    await harness.control('POST', '/passwords/require_reset', { email: 'stale@example.com' });
    const error = await rejection(
      client.passwords.authenticate({ email: 'stale@example.com', password: PASSWORD, session_duration_minutes: 30 }),
    );
    expect(error).toMatchObject({ status_code: 400, error_type: 'reset_password' });
  });

  it('resets with the existing password and with a session', async () => {
    const { client } = await withPassword('rotate@example.com');
    const rotated = await client.passwords.resetByExistingPassword({
      email: 'rotate@example.com',
      existing_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(client.session.getSync()?.session_id).toBe(rotated.session.session_id);
    const bySession = await client.passwords.resetBySession({ password: 'quiet-Lantern-orchard-91' });
    expect(bySession.session.session_id).toBe(rotated.session.session_id);
    await client.session.revoke();
    await client.passwords.authenticate({
      email: 'rotate@example.com',
      password: 'quiet-Lantern-orchard-91',
      session_duration_minutes: 30,
    });
  });

  it('checks strength with zxcvbn, and with LUDS when configured', async () => {
    const { client } = harness.newClient();
    expect(await client.passwords.strengthCheck({ password: 'password' })).toMatchObject({
      valid_password: false,
      breached_password: true,
      strength_policy: 'zxcvbn',
    });
    expect(await client.passwords.strengthCheck({ password: PASSWORD })).toMatchObject({ valid_password: true, breached_password: false });

    await harness.control('PATCH', '/config', { passwordPolicy: { strengthPolicy: 'luds', ludsMinimumCount: 12 } });
    const luds = await client.passwords.strengthCheck({ password: 'Short1!' });
    expect(luds).toMatchObject({
      strength_policy: 'luds',
      valid_password: false,
      feedback: { luds_requirements: { missing_characters: 5, missing_complexity: 0 } },
    });
    const bad = await rejection(client.passwords.strengthCheck({ email: 'not-an-email', password: PASSWORD }));
    expect(bad).toMatchObject({ error_type: 'invalid_email' });
  });
});
