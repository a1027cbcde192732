/** The client's session, user and event calls against the emulator (spec §4, §7). */
import { ORGANIZATIONS } from '../../emulator/src/index.ts';
import { type Harness, rejection, startHarness, tokenFrom } from './harness.ts';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

async function signedIn(email = 'user@example.com') {
  const { client, cookies, storage } = harness.newClient();
  const sent = await client.otps.email.loginOrCreate(email);
  const auth = await client.otps.authenticate((await harness.latest(email)).code!, sent.method_id, { session_duration_minutes: 60 });
  return { client, cookies, storage, auth };
}

describe('session', () => {
  it('refreshes, and extends when a duration is given', async () => {
    const { client, auth } = await signedIn();
    await harness.control('POST', '/clock', { advance_minutes: 10 });
    const refreshed = await client.session.authenticate();
    expect(refreshed.session.expires_at).toBe(auth.session.expires_at);
    const extended = await client.session.authenticate({ session_duration_minutes: 240 });
    expect(Date.parse(extended.session.expires_at)).toBeGreaterThan(Date.parse(auth.session.expires_at));
    expect(client.session.getSync()?.expires_at).toBe(extended.session.expires_at);
  });

  it('signs the user out when the server says the session is gone', async () => {
    const { client, cookies } = await signedIn();
    await harness.control('POST', '/clock', { advance_minutes: 61 });
    const error = await rejection(client.session.authenticate());
    expect(error).toMatchObject({ name: 'APIError', status_code: 401, error_type: 'session_not_found' });
    expect(client.session.getSync()).toBeNull();
    expect(client.user.getSync()).toBeNull();
    expect(cookies.has('stytch_session')).toBe(false);
  });

  it('revokes the session on the server', async () => {
    const { client, auth } = await signedIn();
    const token = auth.session_token;
    await client.session.revoke();
    // The old token is dead for anyone holding it.
    const { client: thief } = harness.newClient();
    thief.session.updateSession({ session_token: token });
    const error = await rejection(thief.session.authenticate());
    expect(error).toMatchObject({ error_type: 'session_not_found' });
  });
});

describe('user', () => {
  it('gets the user, updates untrusted metadata and deletes a factor', async () => {
    const { client, auth } = await signedIn('meta@example.com');
    const me = await client.user.get();
    expect(me).toMatchObject({ user_id: auth.user_id, emails: [{ email: 'meta@example.com', verified: true }] });
    expect('request_id' in me).toBe(false);

    const updated = await client.user.update({ untrusted_metadata: { theme: 'dark' } });
    expect(updated.user_id).toBe(auth.user_id);
    expect(client.user.getSync()?.untrusted_metadata).toEqual({ theme: 'dark' });

    const sms = await client.otps.sms.send('+15555550170');
    await client.otps.authenticate((await harness.latest('+15555550170')).code!, sms.method_id);
    const phoneId = client.user.getSync()!.phone_numbers[0]!.phone_id;
    await client.user.deletePhoneNumber(phoneId);
    expect(client.user.getSync()?.phone_numbers).toEqual([]);
    expect((await client.user.get()).phone_numbers).toEqual([]);
  });

  it('answers a delete of an unknown id with its not-found error', async () => {
    const { client } = await signedIn();
    const error = await rejection(client.user.deleteWebauthnRegistration('webauthn-registration-test-missing'));
    expect(error).toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
    // Not a session-ending error: the user stays signed in.
    expect(client.session.getSync()).not.toBeNull();
  });
});

describe('primary and secondary sends', () => {
  it('sends a code to a known address on the primary path, and refuses an unknown one', async () => {
    await signedIn('known@example.com');
    const { client } = harness.newClient();
    const sent = await client.otps.email.send('known@example.com');
    const auth = await client.otps.authenticate((await harness.latest('known@example.com')).code!, sent.method_id);
    expect(auth.user.emails[0]?.email).toBe('known@example.com');
    await client.session.revoke();
    const error = await rejection(client.otps.email.send('unknown@example.com'));
    expect(error).toMatchObject({ status_code: 404, error_type: 'email_not_found' });
  });

  it('adds a second email by magic link on the secondary path, then deletes it', async () => {
    const { client, auth } = await signedIn('primary@example.com');
    await client.magicLinks.email.send('secondary@example.com');
    const { link } = await harness.latest('secondary@example.com');
    const stepped = await client.magicLinks.authenticate(tokenFrom(link), { session_duration_minutes: 60 });
    expect(stepped.session.session_id).toBe(auth.session.session_id);
    const added = client.user.getSync()!.emails.find((email) => email.email === 'secondary@example.com')!;
    expect(added.verified).toBe(true);
    await client.user.deleteEmail(added.email_id);
    expect(client.user.getSync()!.emails.map((email) => email.email)).toEqual(['primary@example.com']);
  });
});

describe('bootstrap and events', () => {
  it('reads the project bootstrap', async () => {
    await harness.control('PATCH', '/config', { disableSdkWatermark: false, emailDomains: ['mail.acme.test'] });
    const { client } = harness.newClient();
    const config = await client.bootstrap.getAsync();
    expect(config).toMatchObject({ displayWatermark: true, emailDomains: ['mail.acme.test'] });
  });

  it('posts logged events in batches that the emulator stores', async () => {
    const { client } = harness.newClient();
    client.logEvent({ name: 'render_login_screen', details: { options: { products: ['otp'] } } });
    client.logEvent({ name: 'email_try_again_clicked', details: { email: 'a@example.com', type: 'magic_link' } });
    client.flushEvents();
    let events: { event_name: string; public_token: string; event: { details: unknown }; telemetry: { sdk: { identifier: string } } }[] =
      [];
    for (let attempt = 0; attempt < 40 && events.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = (await harness.control('GET', '/events')).events;
    }
    expect(events.map((event) => event.event_name).sort()).toEqual(['email_try_again_clicked', 'render_login_screen']);
    expect(events[0]).toMatchObject({ public_token: harness.publicToken, telemetry: { sdk: { identifier: expect.any(String) } } });
  });
});

describe('business-to-business', () => {
  it("looks a member up in an organization through client.b2b (the emulator's organizations fixture)", async () => {
    const { client } = harness.newClient();
    const organization_id = ORGANIZATIONS[0]!.organization_id;
    const found = await client.b2b.organizations.members.search({ email_address: 'avery@gatehouse.test', organization_id });
    expect(found.member).toEqual({ status: 'active', name: 'Avery Admin', member_password_id: expect.any(String) });
    const unknown = await client.b2b.organizations.members.search({ email_address: 'nobody@example.com', organization_id });
    expect(unknown.member).toBeNull();
    const error = await rejection(client.b2b.organizations.members.search({ email_address: 'avery@gatehouse.test', organization_id: 'x' }));
    expect(error).toMatchObject({ status_code: 404, error_type: 'organization_not_found' });
  });
});
