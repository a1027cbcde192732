// @vitest-environment node
/**
 * A host's server against the emulator (issue 37): the provider's official Node SDK (`stytch` 14.2.0,
 * unmodified) pointed at a started emulator with the project's secret, beside the browser's client signed in
 * by the real email-OTP flow. Node's own fetch, not happy-dom's: a server sends no Origin and obeys no CORS.
 * What the server does must be what the browser then sees, and the other way round.
 */
import stytch from 'stytch';
import { createSessionVerifier } from '../../src/server/index.ts';
import { type Harness, rejection, startHarness, tokenFrom } from './harness.ts';

let harness: Harness;
let server: InstanceType<typeof stytch.Client>;
beforeEach(async () => {
  harness = await startHarness();
  const { projectId, secrets } = harness.emulator.config.current;
  // `env`, not `custom_base_url`: the SDK refuses a custom base URL that is not https.
  server = new stytch.Client({ project_id: projectId, secret: secrets.test, env: `${harness.emulator.url}/` });
});
afterEach(() => harness.close());

/** A user signed in in the browser by email OTP, as the widget does it. */
async function signedIn(email: string) {
  const { client } = harness.newClient();
  const sent = await client.otps.email.loginOrCreate(email);
  const auth = await client.otps.authenticate((await harness.latest(email)).code!, sent.method_id, { session_duration_minutes: 60 });
  return { client, auth };
}

// The SDK warns once per client that `env` is not one of its own; the tests expect it.
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe('the server checks the browser’s session', () => {
  it('authenticates it by token and by JWT, extends it, adds custom claims, lists it and revokes it', async () => {
    const { client, auth } = await signedIn('ada@example.com');

    const byToken = await server.sessions.authenticate({ session_token: auth.session_token });
    expect(byToken).toMatchObject({
      status_code: 200,
      session_token: auth.session_token,
      session: { session_id: auth.session.session_id, user_id: auth.user_id },
      user: { user_id: auth.user_id, emails: [{ email: 'ada@example.com', verified: true }] },
    });

    // The JWT check the SDK does on its own (JWKS from the emulator), and the remote one.
    const local = await server.sessions.authenticateJwtLocal({ session_jwt: auth.session_jwt });
    expect(local).toMatchObject({ session_id: auth.session.session_id, user_id: auth.user_id });
    const byJwt = await server.sessions.authenticate({ session_jwt: auth.session_jwt });
    expect(byJwt.session.session_id).toBe(auth.session.session_id);

    const extended = await server.sessions.authenticate({
      session_token: auth.session_token,
      session_duration_minutes: 600,
      session_custom_claims: { plan: 'pro' },
    });
    expect(Date.parse(extended.session.expires_at!)).toBeGreaterThan(Date.parse(auth.session.expires_at));
    expect(extended.session.custom_claims).toEqual({ plan: 'pro' });
    // The claims travel in the JWT it returns, where the SDK's local check finds them.
    expect((await server.sessions.authenticateJwtLocal({ session_jwt: extended.session_jwt })).custom_claims).toEqual({ plan: 'pro' });
    // And gatehouse-auth/server's local check reads the same layout: custom claims beside, roles inside the session.
    const verifier = createSessionVerifier({ projectId: harness.emulator.config.current.projectId, baseUrl: harness.emulator.url });
    expect(await verifier.verify(extended.session_jwt)).toMatchObject({ customClaims: { plan: 'pro' }, roles: ['stytch_user'] });
    // The browser sees the longer session at its next refresh.
    expect((await client.session.authenticate()).session.expires_at).toBe(extended.session.expires_at);

    const listed = await server.sessions.get({ user_id: auth.user_id });
    expect(listed.sessions.map((session) => session.session_id)).toEqual([auth.session.session_id]);

    await server.sessions.revoke({ session_id: auth.session.session_id });
    expect(await rejection(client.session.authenticate())).toMatchObject({ error_type: 'session_not_found' });
    expect(await rejection(server.sessions.authenticate({ session_token: auth.session_token }))).toMatchObject({
      status_code: 404,
      error_type: 'session_not_found',
    });
    expect((await server.sessions.get({ user_id: auth.user_id })).sessions).toEqual([]);
  });

  it('revokes by token and by JWT', async () => {
    const first = await signedIn('grace@example.com');
    const second = await signedIn('grace@example.com');
    await server.sessions.revoke({ session_token: first.auth.session_token });
    await server.sessions.revoke({ session_jwt: second.auth.session_jwt });
    for (const { client } of [first, second]) {
      expect(await rejection(client.session.authenticate())).toMatchObject({ error_type: 'session_not_found' });
    }
  });

  it('publishes the keys the SDK verifies with', async () => {
    const { projectId } = harness.emulator.config.current;
    const { keys } = await server.sessions.getJWKS({ project_id: projectId });
    expect(keys).toEqual([expect.objectContaining({ kty: 'EC', alg: 'ES256' })]);
  });

  it('refuses a wrong secret, and a public token in its place', async () => {
    const { projectId, publicTokens } = harness.emulator.config.current;
    for (const secret of ['secret-test-not-the-one-0000000000', publicTokens.test]) {
      const wrong = new stytch.Client({ project_id: projectId, secret, env: `${harness.emulator.url}/` });
      expect(await rejection(wrong.users.search({}))).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    }
    // Every call, the refused ones too, shows in the emulator's events, naming the project and never the secret.
    await server.users.search({});
    const { events } = await harness.control('GET', '/events?event_name=backend_api');
    expect(events.map((stored: any) => [stored.event.details.route, stored.event.http_status_code])).toEqual([
      ['/v1/users/search', 200],
      ['/v1/users/search', 401],
      ['/v1/users/search', 401],
    ]);
    expect(JSON.stringify(events)).not.toContain(harness.emulator.config.current.secrets.test);
    expect(events[0].public_token).toBe(projectId);
  });
});

describe('the server manages users', () => {
  it('creates, reads, updates, searches and deletes users', async () => {
    const created = await server.users.create({
      email: 'lin@example.com',
      name: { first_name: 'Lin' },
      trusted_metadata: { role: 'admin' },
      external_id: 'crm-lin',
      roles: ['admin'],
      attributes: { ip_address: '203.0.113.7' },
    });
    expect(created).toMatchObject({
      status: 'active',
      user: { name: { first_name: 'Lin' }, trusted_metadata: { role: 'admin' }, external_id: 'crm-lin', roles: ['stytch_user', 'admin'] },
    });
    expect(created.email_id).toBe(created.user.emails[0]!.email_id);
    const phone = await server.users.create({ phone_number: '+15555550181', create_user_as_pending: true });
    expect(phone.status).toBe('pending');

    expect(await server.users.get({ user_id: created.user_id })).toMatchObject({
      user_id: created.user_id,
      emails: [{ email: 'lin@example.com' }],
    });

    const updated = await server.users.update({
      user_id: created.user_id,
      name: { last_name: 'Ng' },
      trusted_metadata: { plan: 'team' },
      untrusted_metadata: { theme: 'dark' },
      external_id: 'crm-lin-2',
      roles: ['editor'],
    });
    expect(updated.user).toMatchObject({
      external_id: 'crm-lin-2',
      roles: ['stytch_user', 'editor'],
      name: { first_name: 'Lin', last_name: 'Ng' },
      trusted_metadata: { role: 'admin', plan: 'team' },
      untrusted_metadata: { theme: 'dark' },
    });

    const byEmail = await server.users.search({
      query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['lin@example.com'] }] },
    });
    expect(byEmail.results.map((user) => user.user_id)).toEqual([created.user_id]);
    const byPhone = await server.users.search({
      query: {
        operator: 'OR',
        operands: [
          { filter_name: 'phone_number', filter_value: ['+15555550181'] },
          { filter_name: 'user_id', filter_value: [created.user_id] },
        ],
      },
    });
    expect(byPhone.results_metadata.total).toBe(2);
    const pending = await server.users.search({
      query: { operator: 'AND', operands: [{ filter_name: 'status', filter_value: 'pending' }] },
    });
    expect(pending.results.map((user) => user.user_id)).toEqual([phone.user_id]);

    await server.users.delete({ user_id: phone.user_id });
    expect(await rejection(server.users.get({ user_id: phone.user_id }))).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
  });

  it('pages through a search with the SDK’s iterator, and filters by creation time', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      await server.users.create({ email: `page${n}@example.com` });
      await harness.control('POST', '/clock', { advance_minutes: 1 });
    }
    const seen: string[] = [];
    for await (const page of server.users.searchAll({ limit: 2 })) seen.push(...page.map((user) => user.emails[0]!.email));
    expect(seen).toEqual(['page1@example.com', 'page2@example.com', 'page3@example.com', 'page4@example.com', 'page5@example.com']);

    const all = await server.users.search({ limit: 5 });
    const [, second, , fourth] = all.results.map((user) => user.created_at!);
    const between = await server.users.search({
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'created_at_between', filter_value: { greater_than: second!, less_than: fourth! } }],
      },
    });
    expect(between.results.map((user) => user.emails[0]!.email)).toEqual(['page3@example.com']);
    expect(await rejection(server.users.search({ cursor: 'not-a-cursor' }))).toMatchObject({
      status_code: 400,
      error_type: 'invalid_cursor',
    });
  });

  it('shows the browser the trusted metadata the server set, read-only', async () => {
    const { client, auth } = await signedIn('meta@example.com');
    await server.users.update({ user_id: auth.user_id, trusted_metadata: { role: 'editor' } });
    expect((await client.user.get()).trusted_metadata).toEqual({ role: 'editor' });
    // The browser's update takes untrusted metadata only: trusted metadata it sends is dropped.
    await client.user.update({ untrusted_metadata: { theme: 'dark' }, trusted_metadata: { role: 'owner' } } as never);
    expect((await server.users.get({ user_id: auth.user_id })).trusted_metadata).toEqual({ role: 'editor' });
  });

  it('removes a factor the browser then no longer sees, and ends a deleted user’s sessions', async () => {
    const { client, auth } = await signedIn('factor@example.com');
    const sms = await client.otps.sms.send('+15555550182');
    await client.otps.authenticate((await harness.latest('+15555550182')).code!, sms.method_id);
    const phoneId = (await client.user.get()).phone_numbers[0]!.phone_id;

    const removed = await server.users.deletePhoneNumber({ phone_id: phoneId });
    expect(removed.user.phone_numbers).toEqual([]);
    expect((await client.user.get()).phone_numbers).toEqual([]);
    expect(await rejection(server.users.deletePhoneNumber({ phone_id: phoneId }))).toMatchObject({
      status_code: 404,
      error_type: 'phone_number_not_found',
    });

    await server.users.delete({ user_id: auth.user_id });
    expect(await rejection(client.session.authenticate())).toMatchObject({ error_type: 'session_not_found' });
  });

  it('serves every factor deletion the SDK has, each answering its not-found error for an unknown id', async () => {
    const calls = [
      [() => server.users.deleteEmail({ email_id: 'email-test-unknown' }), 'email_not_found'],
      [() => server.users.deletePhoneNumber({ phone_id: 'phone-number-test-unknown' }), 'phone_number_not_found'],
      [
        () => server.users.deleteWebAuthnRegistration({ webauthn_registration_id: 'webauthn-registration-test-unknown' }),
        'webauthn_registration_not_found',
      ],
      [() => server.users.deleteTOTP({ totp_id: 'totp-test-unknown' }), 'totp_not_found'],
      [
        () => server.users.deleteOAuthRegistration({ oauth_user_registration_id: 'oauth-user-registration-test-unknown' }),
        'oauth_user_registration_not_found',
      ],
      [() => server.users.deleteCryptoWallet({ crypto_wallet_id: 'crypto-wallet-test-unknown' }), 'crypto_wallet_not_found'],
      [() => server.users.deletePassword({ password_id: 'password-test-unknown' }), 'password_not_found'],
    ] as const;
    for (const [call, errorType] of calls) expect(await rejection(call())).toMatchObject({ status_code: 404, error_type: errorType });
  });

  it('removes a password: the browser can no longer sign in with it', async () => {
    const { client } = harness.newClient();
    const credentials = { email: 'pw@example.com', password: 'Correct-Horse-Battery-91', session_duration_minutes: 60 };
    const created = await client.passwords.create(credentials);
    const passwordId = (await server.users.get({ user_id: created.user_id })).password!.password_id;
    const removed = await server.users.deletePassword({ password_id: passwordId });
    expect(removed.user.password ?? null).toBeNull();
    expect(await rejection(client.passwords.authenticate(credentials))).toMatchObject({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
  });
});

describe('the server invites a user', () => {
  it('sends an invite whose link signs the invitee in through the magic-link path', async () => {
    const invited = await server.magicLinks.email.invite({
      email: 'invitee@example.com',
      name: { first_name: 'Ivy' },
      trusted_metadata: { invited_by: 'admin' },
    });
    expect((await server.users.get({ user_id: invited.user_id })).status).toBe('pending');
    const message = await harness.latest('invitee@example.com');
    expect(message.kind).toBe('magic_link_invite');

    const { client } = harness.newClient();
    const auth = await client.magicLinks.authenticate(tokenFrom(message.link), { session_duration_minutes: 60 });
    expect(auth.user_id).toBe(invited.user_id);
    const user = await server.users.get({ user_id: invited.user_id });
    expect(user).toMatchObject({ status: 'active', name: { first_name: 'Ivy' }, trusted_metadata: { invited_by: 'admin' } });
    expect((await server.sessions.authenticate({ session_token: auth.session_token })).user.user_id).toBe(invited.user_id);
    // An active user is not invited again.
    expect(await rejection(server.magicLinks.email.invite({ email: 'invitee@example.com' }))).toMatchObject({
      error_type: 'duplicate_email',
    });
  });
});
