import { describe, expect, it, vi } from 'vitest';
import { APIError, APISchemaError, GatehouseError, InvalidResponseError, NetworkError } from '../../src/client';
import { apiError, authData, ok, setup, TOKEN } from './fakes';

type Client = ReturnType<typeof setup>['client'];

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

describe('transport: requests as the wire doc describes them', () => {
  it('sends {base}/sdk/v1{path} with cookies, Basic auth from the public token, telemetry and parent host', async () => {
    const { client, net } = setup({ 'POST /users/search': ok({ request_id: 'r', status_code: 200, userType: 'new' }) });
    const result = await client.users.search('ada@example.com');

    expect(result.userType).toBe('new');
    const call = net.api()[0]!;
    expect(call.url).toBe('https://api.test.example/sdk/v1/users/search');
    expect(call.method).toBe('POST');
    expect(call.init.credentials).toBe('include');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers.Authorization).toBe(`Basic ${btoa(`${TOKEN}:${TOKEN}`)}`);
    expect(call.headers['X-SDK-Parent-Host']).toBe(window.location.origin);
    const telemetry = JSON.parse(decode(call.headers['X-SDK-Client']!));
    expect(telemetry).toMatchObject({
      event_id: expect.stringMatching(/^event-id-[0-9a-f-]{36}$/),
      app_session_id: expect.stringMatching(/^app-session-id-[0-9a-f-]{36}$/),
      persistent_id: expect.stringMatching(/^persistent-id-[0-9a-f-]{36}$/),
      client_sent_at: '2030-01-01T00:00:00.000Z',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      app: { identifier: window.location.hostname },
      sdk: { identifier: 'gatehouse', version: '5.15.0' },
    });
    expect(call.body).toEqual({ email: 'ada@example.com' });
  });

  it("sends no page path as Referer, whatever the host's Referrer-Policy: a link's token in the address never leaves with it (issue 26)", async () => {
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) }, { eventLogger: { batchSize: 1, intervalMs: 0 } });
    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    client.logEvent({ name: 'render_login_screen' });
    client.flushEvents();
    const paths = net.calls.map((c) => c.path);
    expect(paths).toEqual(expect.arrayContaining(['/magic_links/authenticate', '/events']));
    expect(paths.find((p) => p.startsWith('/projects/bootstrap/'))).toBeTruthy();
    for (const call of net.calls) expect([call.path, call.init.referrerPolicy]).toEqual([call.path, 'strict-origin']);
  });

  it('uses the session token in the Basic header once signed in, and names the user in telemetry', async () => {
    const { client, net } = setup({
      'POST /passwords/authenticate': ok(authData()),
      'GET /users/me': ok({ request_id: 'r', status_code: 200, ...authData().__user }),
    });
    await client.passwords.authenticate({ email: 'ada@example.com', password: 'pw', session_duration_minutes: 30 });
    await client.user.get();
    const me = net.api().find((c) => c.path === '/users/me')!;
    expect(me.headers.Authorization).toBe(`Basic ${btoa(`${TOKEN}:session-token-1`)}`);
    expect(me.body).toBeUndefined();
    const telemetry = JSON.parse(decode(me.headers['X-SDK-Client']!));
    expect(telemetry).toMatchObject({ stytch_user_id: 'user-test-1', stytch_session_id: 'session-test-1' });
  });

  it('chooses the test base for a test token and the live base otherwise', async () => {
    const live = setup({}, { liveBaseUrl: 'https://live.example/' });
    await live.client.bootstrap.getAsync();
    expect(live.net.calls[0]!.url).toBe(`https://api.test.example/sdk/v1/projects/bootstrap/${TOKEN}`);

    const { createClient } = await import('../../src/client');
    const { fakeFetch, MemoryStorage, FakeCookieJar } = await import('./fakes');
    const net = fakeFetch();
    const liveClient = createClient('public-token-live-1234', {
      liveBaseUrl: 'https://live.example/',
      fetch: net.fetch,
      storage: new MemoryStorage(),
      cookies: new FakeCookieJar(),
      locks: null,
      channel: null,
    });
    await liveClient.bootstrap.getAsync();
    expect(net.calls[0]!.url).toBe('https://live.example/sdk/v1/projects/bootstrap/public-token-live-1234');
    liveClient.destroy();
  });

  it('warns, without failing, when the public token does not start with public-token-', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = await import('../../src/client');
    const client = createClient('pk_oops', { fetch: (await import('./fakes')).fakeFetch().fetch, locks: null, channel: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("start with 'public-token-'"));
    client.destroy();
    warn.mockRestore();
  });
});

describe('transport: the error catalogue of spec §8', () => {
  it('a failed fetch is "Unable to contact our servers."', async () => {
    const { client } = setup({ 'POST /users/search': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(GatehouseError);
    // One name per class: what `error.name` says is what `instanceof` says.
    expect(error.name).toBe('NetworkError');
    expect(error.message).toBe('Unable to contact our servers.');
  });

  it('unparsable JSON on success is "Invalid JSON response from our servers."', async () => {
    const { client } = setup({ 'POST /users/search': new Response('<html>', { status: 200 }) });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.name).toBe('InvalidResponseError');
    expect(error.message).toBe('Invalid JSON response from our servers.');
    expect(error.code).toBe('invalid_json');
  });

  it('an error that claims JSON but is not is "Invalid or no response from server"', async () => {
    const { client } = setup({
      'POST /users/search': new Response('not json', { status: 500, headers: { 'content-type': 'application/json' } }),
    });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error.message).toBe('Invalid or no response from server');
    expect(error.code).toBe('invalid_response');
  });

  it('a schema error lists "[400] Request does not match expected schema" and one path: message line each', async () => {
    const body = {
      body: [
        { keyword: 'type', dataPath: '.email', schemaPath: '#/properties/email/type', message: 'should be string' },
        { keyword: 'required', dataPath: '.password', schemaPath: '#/required', message: 'is required' },
      ],
    };
    const { client } = setup({
      'POST /users/search': new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
    });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(APISchemaError);
    expect(error.name).toBe('APISchemaError');
    expect(error.message).toBe('[400] Request does not match expected schema\n.email: should be string\n.password: is required');
  });

  it('query and params schema issues are reported the same way', async () => {
    const body = { query: [{ dataPath: '.limit', message: 'should be number' }], params: [{ dataPath: '.id', message: 'bad' }] };
    const { client } = setup({
      'POST /users/search': new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
    });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error.message).toBe('[400] Request does not match expected schema\n.id: bad\n.limit: should be number');
  });

  it('any other JSON error is an API error carrying status_code, error_type, error_message, error_url, request_id', async () => {
    const { client } = setup({ 'POST /users/search': apiError(429, 'too_many_requests', 'Too many requests.') });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({
      name: 'APIError',
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: 'Too many requests.',
      error_url: 'https://stytch.com/docs/api/errors/429#too_many_requests',
      request_id: 'request-id-test-1',
    });
    expect(error.message).toContain('[429] too_many_requests\nToo many requests.');
  });

  it("a rate limit carries its Retry-After wait in seconds, for the widget to say in the user's language", async () => {
    const limited = apiError(429, 'too_many_requests', 'Too many requests have been made. Try again in 593 seconds.');
    limited.headers.set('retry-after', '593');
    const { client } = setup({ 'POST /users/search': limited });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toMatchObject({ error_type: 'too_many_requests', retry_after: 593 });
  });

  it('a non-JSON error body (a proxy\'s 502 page) is "Invalid or no response from server" (spec §8)', async () => {
    const { client } = setup({ 'POST /users/search': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await client.users.search('a@b.co').catch((e) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe('Invalid or no response from server');
  });

  it("'Captcha required' is retried once with a captcha token and DFP telemetry id", async () => {
    const captcha = { getToken: vi.fn(async () => 'captcha-token-1') };
    const dfp = { getTelemetryId: vi.fn(async () => 'dfp-id-1') };
    const { client, net } = setup(
      {
        'POST /otps/email/login_or_create': [
          new Response('Captcha required', { status: 403 }),
          ok({ request_id: 'r', status_code: 200, method_id: 'email-test-1' }),
        ],
      },
      { captcha, dfp },
    );
    const result = await client.otps.email.loginOrCreate('ada@example.com');
    expect(result.method_id).toBe('email-test-1');
    const sends = net.api();
    expect(sends).toHaveLength(2);
    expect(sends[0]!.body.captcha_token).toBeUndefined();
    expect(sends[1]!.body).toMatchObject({ email: 'ada@example.com', captcha_token: 'captcha-token-1', dfp_telemetry_id: 'dfp-id-1' });
  });

  it.each([
    [
      'users.search',
      'POST /users/search',
      (c: Client) => c.users.search('ada@example.com'),
      { request_id: 'r', status_code: 200, userType: 'new' },
    ],
    [
      'passwords.strengthCheck',
      'POST /passwords/strength_check',
      (c: Client) => c.passwords.strengthCheck({ password: 'correct-horse' }),
      { request_id: 'r', status_code: 200, valid_password: true },
    ],
    [
      'magicLinks.authenticate',
      'POST /magic_links/authenticate',
      (c: Client) => c.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 }),
      authData(),
    ],
    ['session.authenticate', 'POST /sessions/authenticate', (c: Client) => c.session.authenticate(), authData()],
  ] as const)("'Captcha required' is retried on every call, %s too (spec §8)", async (_name, route, call, data) => {
    const captcha = { getToken: vi.fn(async () => 'captcha-token-1') };
    const { client, net } = setup({ [route]: [new Response('Captcha required', { status: 403 }), ok(data)] }, { captcha });
    await expect(call(client)).resolves.toBeTruthy();
    const tries = net.api().filter((c) => `${c.method} ${c.path}` === route);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.body).toMatchObject({ captcha_token: 'captcha-token-1' });
  });

  it("'Captcha required' with no captcha or DFP provider fails with a clear error", async () => {
    const { client, net } = setup({ 'POST /otps/email/login_or_create': new Response('Captcha required', { status: 403 }) });
    const error = await client.otps.email.loginOrCreate('ada@example.com').catch((e) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error.message).toBe('Captcha required');
    expect(net.api()).toHaveLength(1);
  });

  it('a retriable call survives one network failure, and reports the second', async () => {
    const fail = () => Promise.reject(new TypeError('Failed to fetch'));
    const once = setup({
      'POST /otps/email/login_or_create': [fail, ok({ request_id: 'r', status_code: 200, method_id: 'm-1' })],
    });
    expect((await once.client.otps.email.loginOrCreate('ada@example.com')).method_id).toBe('m-1');
    expect(once.net.api()).toHaveLength(2);

    const twice = setup({ 'POST /otps/email/login_or_create': [fail, fail] });
    const error = await twice.client.otps.email.loginOrCreate('ada@example.com').catch((e) => e);
    expect(error.message).toBe('Unable to contact our servers.');
    expect(twice.net.api()).toHaveLength(2);
  });

  it('a non-retriable call is not repeated after a network failure', async () => {
    const { client, net } = setup({ 'POST /users/search': () => Promise.reject(new TypeError('Failed to fetch')) });
    await client.users.search('a@b.co').catch(() => {});
    expect(net.api()).toHaveLength(1);
  });
});
