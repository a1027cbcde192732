/**
 * Sign-up and log-in by password, email OTP, SMS OTP and magic link work end to end
 * through the project's client against a freshly started emulator, with codes and links read from
 * `/_emulator/messages`. Runs in happy-dom (the client is browser code) over real HTTP with CORS.
 */
import { type Harness, rejection, startHarness, tokenFrom } from './harness.ts';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

describe('password', () => {
  it('signs up, signs out and logs back in', async () => {
    const { client, cookies } = harness.newClient();
    expect((await client.users.search('pat@example.com')).userType).toBe('new');

    const created = await client.passwords.create({
      email: 'pat@example.com',
      password: 'Violet-Harbor-Tundra-42',
      session_duration_minutes: 60,
    });
    expect(created.user.emails[0]?.email).toBe('pat@example.com');
    expect(client.session.getSync()?.session_id).toBe(created.session.session_id);
    expect(client.user.getSync()?.user_id).toBe(created.user_id);
    expect(cookies.has('stytch_session')).toBe(true);
    expect(cookies.has('stytch_session_jwt')).toBe(true);
    expect('__user' in created).toBe(false);

    await client.session.revoke();
    expect(client.session.getSync()).toBeNull();
    expect(cookies.has('stytch_session')).toBe(false);

    expect((await client.users.search('pat@example.com')).userType).toBe('password');
    const login = await client.passwords.authenticate({
      email: 'pat@example.com',
      password: 'Violet-Harbor-Tundra-42',
      session_duration_minutes: 30,
    });
    expect(login.user_id).toBe(created.user_id);
    expect(client.session.getSync()?.session_id).toBe(login.session.session_id);
  });

  it('refuses a wrong password with the provider error', async () => {
    const { client } = harness.newClient();
    await client.passwords.create({ email: 'pat@example.com', password: 'Violet-Harbor-Tundra-42', session_duration_minutes: 60 });
    await client.session.revoke();
    const error = await rejection(
      client.passwords.authenticate({ email: 'pat@example.com', password: 'not-the-password-1', session_duration_minutes: 30 }),
    );
    expect(error).toMatchObject({ name: 'APIError', status_code: 401, error_type: 'unauthorized_credentials' });
    expect(client.session.getSync()).toBeNull();
  });
});

describe('email OTP', () => {
  it('signs up with a code from the inbox, then logs in with a new code', async () => {
    const { client } = harness.newClient();
    const sent = await client.otps.email.loginOrCreate('olu@example.com');
    const first = await harness.latest('olu@example.com');
    expect(first).toMatchObject({ channel: 'email', kind: 'otp' });
    const signedUp = await client.otps.authenticate(first.code!, sent.method_id, { session_duration_minutes: 30 });
    expect(signedUp.user.emails[0]).toMatchObject({ email: 'olu@example.com', verified: true });

    await client.session.revoke();
    const again = await client.otps.email.loginOrCreate('olu@example.com');
    expect(again.method_id).toBe(sent.method_id);
    const second = await harness.latest('olu@example.com');
    const loggedIn = await client.otps.authenticate(second.code!, again.method_id, { session_duration_minutes: 30 });
    expect(loggedIn.user_id).toBe(signedUp.user_id);
    expect(client.session.getSync()?.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: 'email' });
  });
});

describe('SMS and WhatsApp OTP', () => {
  it('signs up and logs in by SMS', async () => {
    const { client } = harness.newClient();
    const sent = await client.otps.sms.loginOrCreate('+15555550160');
    const { code, channel } = await harness.latest('+15555550160');
    expect(channel).toBe('sms');
    const signedUp = await client.otps.authenticate(code!, sent.method_id, { session_duration_minutes: 30 });
    expect(signedUp.user.phone_numbers[0]).toMatchObject({ phone_number: '+15555550160', verified: true });

    await client.session.revoke();
    const again = await client.otps.sms.loginOrCreate('+15555550160');
    const loggedIn = await client.otps.authenticate((await harness.latest('+15555550160')).code!, again.method_id);
    expect(loggedIn.user_id).toBe(signedUp.user_id);
  });

  it('signs up by WhatsApp', async () => {
    const { client } = harness.newClient();
    const sent = await client.otps.whatsapp.loginOrCreate('+15555550161');
    const { code, channel } = await harness.latest('+15555550161');
    expect(channel).toBe('whatsapp');
    const auth = await client.otps.authenticate(code!, sent.method_id);
    expect(auth.session.authentication_factors[0]).toMatchObject({ delivery_method: 'whatsapp' });
  });

  it('adds a phone to a signed-in user through the secondary path', async () => {
    const { client } = harness.newClient();
    const email = await client.otps.email.loginOrCreate('two-factor@example.com');
    await client.otps.authenticate((await harness.latest('two-factor@example.com')).code!, email.method_id);
    // With a session, send() takes the secondary path (spec §4).
    const sms = await client.otps.sms.send('+15555550162');
    const stepped = await client.otps.authenticate((await harness.latest('+15555550162')).code!, sms.method_id);
    expect(stepped.session.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['email', 'sms']);
    expect(client.user.getSync()?.phone_numbers).toHaveLength(1);
  });
});

describe('email magic link', () => {
  it('signs up through the link in the inbox, then logs in with a fresh link', async () => {
    const { client } = harness.newClient();
    await client.magicLinks.email.loginOrCreate('mo@example.com', {
      login_magic_link_url: `${location.origin}/authenticate`,
      signup_magic_link_url: `${location.origin}/authenticate`,
    });
    const signup = await harness.latest('mo@example.com');
    expect(signup.kind).toBe('magic_link_signup');
    const signedUp = await client.magicLinks.authenticate(tokenFrom(signup.link), { session_duration_minutes: 30 });
    expect(signedUp.user.emails[0]).toMatchObject({ email: 'mo@example.com', verified: true });

    await client.session.revoke();
    await client.magicLinks.email.send('mo@example.com', { login_magic_link_url: `${location.origin}/authenticate` });
    const login = await harness.latest('mo@example.com');
    expect(login.kind).toBe('magic_link_login');
    const loggedIn = await client.magicLinks.authenticate(tokenFrom(login.link), { session_duration_minutes: 30 });
    expect(loggedIn.user_id).toBe(signedUp.user_id);
  });

  it('completes the redirect from the address bar and removes the token from it', async () => {
    const { client } = harness.newClient();
    await client.magicLinks.email.loginOrCreate('redirect@example.com', { signup_magic_link_url: `${location.origin}/welcome` });
    const { link } = await harness.latest('redirect@example.com');
    history.replaceState(null, '', link!);
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result).toMatchObject({ handled: true, tokenType: 'magic_links' });
    expect(location.search).toBe('');
    expect(client.session.getSync()).not.toBeNull();
    history.replaceState(null, '', '/');
  });

  it('uses PKCE end to end when the project requires it', async () => {
    const strict = await startHarness({ config: { pkceRequired: { emailMagicLinks: true } } });
    try {
      const { client, storage } = strict.newClient();
      await client.magicLinks.email.loginOrCreate('pkce@example.com');
      expect(storage.keys().some((key) => key.includes('PKCE_VERIFIER'))).toBe(true);
      const { link } = await strict.latest('pkce@example.com');

      // Another device (no stored verifier) cannot use the link.
      const { client: otherDevice } = strict.newClient();
      const error = await rejection(otherDevice.magicLinks.authenticate(tokenFrom(link), { session_duration_minutes: 30 }));
      expect(error.name).toBe('MissingPKCEError');

      const auth = await client.magicLinks.authenticate(tokenFrom(link), { session_duration_minutes: 30 });
      expect(auth.user.emails[0]?.email).toBe('pkce@example.com');
      // The verifier is cleared after use (spec §4).
      expect(storage.keys().filter((key) => key.includes('PKCE_VERIFIER'))).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('origins', () => {
  it('lets no page outside the allowed origins sign in', async () => {
    const locked = await startHarness({ config: { allowedOrigins: ['https://app.example.com'] } });
    try {
      const { client } = locked.newClient();
      const error = await rejection(client.otps.email.loginOrCreate('blocked@example.com'));
      // The browser's CORS check stops the call: to the page it looks like an unreachable server.
      expect(error).toMatchObject({ name: 'NetworkError', message: 'Unable to contact our servers.' });
      expect(await locked.messages('blocked@example.com')).toEqual([]);
    } finally {
      await locked.close();
    }
  });
});
