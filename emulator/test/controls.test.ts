// @vitest-environment node
import { type Api, expectError, rawRequest, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

const control = (method: string, path: string, body?: unknown) => api.request(method, `/_emulator${path}`, { body, auth: null });

describe('the outbox', () => {
  it('lists messages newest first, filtered by recipient and channel, and clears them', async () => {
    await api.post('/otps/email/login_or_create', { email: 'a@example.com' });
    await api.post('/otps/sms/login_or_create', { phone_number: '+15555550150' });
    await api.post('/magic_links/email/login_or_create', { email: 'a@example.com' });

    const all = await control('GET', '/messages');
    expect(all.json.messages.map((m: { kind: string }) => m.kind)).toEqual(['magic_link_signup', 'otp', 'otp']);
    expect((await control('GET', '/messages?to=A@EXAMPLE.COM')).json.messages).toHaveLength(2);
    expect((await control('GET', '/messages?channel=sms')).json.messages).toEqual([
      expect.objectContaining({ to: '+15555550150', channel: 'sms' }),
    ]);
    expect((await control('GET', '/messages?limit=1')).json.messages).toHaveLength(1);

    expect((await control('DELETE', '/messages?to=a@example.com')).json).toEqual({ deleted: 2 });
    expect((await control('GET', '/messages')).json.messages).toHaveLength(1);
    await control('DELETE', '/messages');
    expect((await control('GET', '/messages')).json.messages).toEqual([]);
  });
});

describe('reset', () => {
  it('wipes users, sessions and messages but keeps the signing key', async () => {
    const session = await signUpByEmailOtp(api, 'gone@example.com');
    const jwksBefore = await (await fetch(`${api.url}/.well-known/jwks.json`)).json();
    await control('POST', '/clock', { advance_minutes: 5 });
    expect((await control('POST', '/reset', {})).json).toEqual({ ok: true });
    expect((await api.post('/users/search', { email: 'gone@example.com' })).json.data.userType).toBe('new');
    expectError(await api.post('/sessions/authenticate', {}, session.session_token), 401, 'session_not_found');
    expect((await control('GET', '/messages')).json.messages).toEqual([]);
    expect((await control('GET', '/clock')).json.offset_ms).toBe(0);
    expect(await (await fetch(`${api.url}/.well-known/jwks.json`)).json()).toEqual(jwksBefore);
  });
});

describe('the controls in-process (createEmulator)', () => {
  it('reads the outbox as the HTTP control does: the last passcode sent to an address, newest first', async () => {
    await api.post('/otps/email/login_or_create', { email: 'a@example.com' });
    await api.post('/otps/sms/login_or_create', { phone_number: '+15555550150' });
    await api.post('/otps/email/login_or_create', { email: 'a@example.com' });

    const sent = api.emulator.messages({ to: 'a@example.com' });
    expect(sent).toEqual((await control('GET', '/messages?to=a@example.com')).json.messages);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.code).toMatch(/^[0-9]{6}$/);
    expect(sent[0]!.code).not.toBe(sent[1]!.code);
    expect(api.emulator.messages({ channel: 'sms' }).map((m) => m.to)).toEqual(['+15555550150']);
  });

  it('resets as the HTTP control does: no users or messages, the clock and config as started', async () => {
    await signUpByEmailOtp(api, 'gone@example.com');
    api.emulator.clock.advance(60_000);
    api.emulator.config.patch({ projectName: 'Patched' });
    api.emulator.reset();
    expect((await api.post('/users/search', { email: 'gone@example.com' })).json.data.userType).toBe('new');
    expect(api.emulator.messages()).toEqual([]);
    expect((await control('GET', '/clock')).json.offset_ms).toBe(0);
    expect(api.emulator.config.current.projectName).not.toBe('Patched');
  });
});

describe('the clock', () => {
  it('moves forward on request and reports the time', async () => {
    const before = (await control('GET', '/clock')).json;
    const after = (await control('POST', '/clock', { advance_seconds: 90 })).json;
    expect(after.offset_ms).toBe(90_000);
    expect(after.now_ms - before.now_ms).toBeGreaterThanOrEqual(90_000);
    expect((await control('POST', '/clock', { advance_minutes: 1, advance_ms: 500 })).json.offset_ms).toBe(150_500);
  });

  it('never moves backward', async () => {
    expectError(await control('POST', '/clock', { advance_minutes: -1 }), 400, 'bad_request');
    expectError(await control('POST', '/clock', {}), 400, 'bad_request');
  });
});

describe('faults', () => {
  it('fails the next matching calls with the given status and error type, then stops', async () => {
    const added = await control('POST', '/faults', {
      path: '/users/search',
      status: 503,
      error_type: 'too_many_requests',
      error_message: 'Slow down',
      count: 2,
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const error = expectError(await api.post('/users/search', { email: 'a@example.com' }), 503, 'too_many_requests');
      expect(error.error_message).toBe('Slow down');
    }
    expect((await api.post('/users/search', { email: 'a@example.com' })).status).toBe(200);
    expect((await control('GET', '/faults')).json.faults).toEqual([expect.objectContaining({ remaining: 0, hits: 2 })]);
  });

  it('matches paths with wildcards and methods', async () => {
    await control('POST', '/faults', { path: '/otps/*/login_or_create', method: 'POST', status: 500 });
    expectError(await api.post('/otps/sms/login_or_create', { phone_number: '+15555550151' }), 500, 'internal_server_error');
    expectError(await api.post('/otps/email/login_or_create', { email: 'x@example.com' }), 500, 'internal_server_error');
    expect((await api.post('/users/search', { email: 'a@example.com' })).status).toBe(200);
    await control('DELETE', '/faults');
    expect((await api.post('/otps/email/login_or_create', { email: 'x@example.com' })).status).toBe(200);
  });

  it('adds latency', async () => {
    await control('POST', '/faults', { path: '/users/search', latency_ms: 300, count: 1 });
    const started = Date.now();
    const answer = await api.post('/users/search', { email: 'a@example.com' });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers with a raw text body, such as the captcha challenge', async () => {
    await control('POST', '/faults', { path: '/otps/email/login_or_create', status: 401, raw_body: 'Captcha required', count: 1 });
    const answer = await api.post('/otps/email/login_or_create', { email: 'x@example.com' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.json).toBe('Captcha required');
  });

  it('never applies to the controls themselves', async () => {
    await control('POST', '/faults', { path: '*', status: 500 });
    expect((await control('GET', '/messages')).status).toBe(200);
    expect((await control('DELETE', '/faults')).status).toBe(200);
  });

  it('refuses a fault that does nothing', async () => {
    expectError(await control('POST', '/faults', { path: '/users/search' }), 400, 'bad_request');
  });
});

/** What the events table holds: rows, and bytes of event and telemetry JSON. */
const storedEvents = () =>
  api.emulator.db
    .prepare(
      'SELECT COUNT(*) AS count, COALESCE(SUM(length(CAST(event AS BLOB)) + length(CAST(telemetry AS BLOB))), 0) AS bytes FROM events',
    )
    .get() as { count: number; bytes: number };

describe('events', () => {
  const telemetry = {
    event_id: 'event-id-1',
    app_session_id: 'app-session-id-1',
    persistent_id: 'persistent-id-1',
    client_sent_at: new Date().toISOString(),
    timezone: 'UTC',
    app: { identifier: 'localhost' },
    sdk: { identifier: 'gatehouse', version: '5.15.0' },
  };

  it('stores posted batches (no Authorization header needed) and lists them', async () => {
    const batch = [
      { telemetry, event: { public_token: api.publicToken, event_name: 'render_login_screen', details: { options: {} } } },
      { telemetry, event: { public_token: api.publicToken, event_name: 'email_sent', details: {}, http_status_code: '200' } },
    ];
    const posted = await api.request('POST', '/sdk/v1/events', { body: batch, auth: null });
    expect(posted.status).toBe(200);
    const events = (await control('GET', '/events')).json.events;
    expect(events.map((e: { event_name: string }) => e.event_name)).toEqual(['email_sent', 'render_login_screen']);
    expect(events[1]).toMatchObject({
      public_token: api.publicToken,
      telemetry: { event_id: 'event-id-1' },
      event: { details: { options: {} } },
    });
    expect((await control('GET', '/events?event_name=email_sent')).json.events).toHaveLength(1);
  });

  it('accepts a text/plain beacon body', async () => {
    const body = JSON.stringify([{ telemetry, event: { public_token: api.publicToken, event_name: 'beacon' } }]);
    const posted = await api.request('POST', '/sdk/v1/events', {
      rawBody: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      auth: null,
    });
    expect(posted.status).toBe(200);
    expect((await control('GET', '/events?event_name=beacon')).json.events).toHaveLength(1);
  });

  it('keeps at most the newest 10,000 events, sweeping the oldest (issue 26)', { timeout: 60_000 }, async () => {
    const batch = (round: number) =>
      Array.from({ length: 100 }, (_, i) => ({ telemetry, event: { public_token: api.publicToken, event_name: `e-${round}-${i}` } }));
    const rounds = 105;
    for (let round = 0; round < rounds; round += 1) {
      expect((await api.request('POST', '/sdk/v1/events', { body: batch(round), auth: null })).status).toBe(200);
    }
    expect(storedEvents().count).toBe(10_000);
    expect((await control('GET', '/events?event_name=e-0-0')).json.events).toEqual([]);
    expect((await control('GET', `/events?event_name=e-${rounds - 1}-99`)).json.events).toHaveLength(1);
  });

  it('keeps at most 16 MiB of event JSON, however few the events', { timeout: 60_000 }, async () => {
    // Batches just under the 1 MiB body limit: 100 events of ~10 KB each.
    const batch = (round: number) =>
      Array.from({ length: 100 }, (_, i) => ({
        telemetry,
        event: { public_token: api.publicToken, event_name: `big-${round}-${i}`, details: { padding: 'x'.repeat(10_000) } },
      }));
    for (let round = 0; round < 20; round += 1) {
      expect((await api.request('POST', '/sdk/v1/events', { body: batch(round), auth: null })).status).toBe(200);
    }
    const totals = storedEvents();
    expect(totals.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(totals.bytes).toBeGreaterThan(16 * 1024 * 1024 - 20_000);
    expect((await control('GET', '/events?event_name=big-0-0')).json.events).toEqual([]);
    expect((await control('GET', '/events?event_name=big-19-99')).json.events).toHaveLength(1);
  });

  it('refuses events for an unknown public token and malformed batches', async () => {
    const foreign = [{ telemetry, event: { public_token: 'public-token-test-other', event_name: 'x' } }];
    expectError(await api.request('POST', '/sdk/v1/events', { body: foreign, auth: null }), 401, 'unauthorized_credentials');
    expectError(await api.request('POST', '/sdk/v1/events', { body: { event_name: 'x' }, auth: null }), 400, 'bad_request');
    expectError(await api.request('POST', '/sdk/v1/events', { body: [], auth: null }), 400, 'bad_request');
  });
});

describe('project config', () => {
  it('shows the config and applies a patch at once, bootstrap included', async () => {
    expect((await control('GET', '/config')).json.publicTokens.test).toBe(api.publicToken);
    const patched = await control('PATCH', '/config', {
      disableSdkWatermark: false,
      captcha: { enabled: true, siteKey: 'site-key-1' },
      siweRequiredForCryptoWallets: true,
    });
    expect(patched.status).toBe(200);
    const bootstrap = (await api.get(`/projects/bootstrap/${api.publicToken}`)).json.data;
    expect(bootstrap).toMatchObject({
      disable_sdk_watermark: false,
      captcha_settings: { enabled: true, siteKey: 'site-key-1' },
      siwe_required_for_crypto_wallets: true,
    });
  });

  it('refuses unknown settings and wrong types', async () => {
    expectError(await control('PATCH', '/config', { pkceRequired: { emailMagicLink: true } }), 400, 'bad_request');
    expectError(await control('PATCH', '/config', { passwordPolicy: { strengthPolicy: 'strong' } }), 400, 'bad_request');
    expectError(await control('PATCH', '/config', { allowedOrigins: 'http://localhost:*' }), 400, 'bad_request');
    expect((await control('GET', '/config')).json.passwordPolicy.strengthPolicy).toBe('zxcvbn');
  });

  it('reverts to the start-up config on reset', async () => {
    await control('PATCH', '/config', { projectName: 'Changed' });
    await control('POST', '/reset', {});
    expect((await api.get(`/projects/bootstrap/${api.publicToken}`)).json.data.project_name).not.toBe('Changed');
  });
});

describe('the controls refuse other sites', () => {
  it("refuses a state change from a foreign origin but allows the project's origins", async () => {
    expectError(
      await api.request('POST', '/_emulator/reset', { body: {}, auth: null, headers: { origin: 'https://evil.example' } }),
      403,
      'origin_not_allowed',
    );
    expect(
      (await api.request('POST', '/_emulator/reset', { body: {}, auth: null, headers: { origin: 'http://localhost:5173' } })).status,
    ).toBe(200);
  });
});

describe('encoded paths get the same origin checks (issue 26)', () => {
  const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };
  const controlPaths = [
    '/%5Femulator/reset',
    '/%5femulator/reset',
    '/%5F%65mulator/reset',
    '/_emulator%2Freset',
    '/%255Femulator/reset',
    '//_emulator/reset',
    '/_emulator//reset',
    '/_emulator/./reset',
    '/sdk/v1/../../_emulator/reset',
    '/sdk/v1/%2E%2E/%2e%2e/_emulator/reset',
    '/_EMULATOR/reset',
  ];

  it('refuses every spelling of the reset control from a foreign page, and the data survives', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'survivor@example.com');
    for (const path of controlPaths) {
      const answer = await rawRequest(api.url, 'POST', path, { headers: foreign, body: '{}' });
      // Refused outright, or no route at all: never served.
      expect({ path, refused: [403, 404].includes(answer.status) }).toEqual({ path, refused: true });
      if (answer.status === 403) expect(answer.json.error_type).toBe('origin_not_allowed');
    }
    // The spellings the router does serve are the ones a foreign page tried: they must be the 403s.
    expectError(await rawRequest(api.url, 'POST', '/%5Femulator/reset', { headers: foreign, body: '{}' }), 403, 'origin_not_allowed');
    expect((await api.post('/sessions/authenticate', {}, session_token)).status).toBe(200);
    // The owner's tools, with no Origin, still reset through the plain path.
    expect(
      (await rawRequest(api.url, 'POST', '/_emulator/reset', { headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(200);
    expectError(await api.post('/sessions/authenticate', {}, session_token), 401, 'session_not_found');
  });

  it('refuses encoded spellings of the API from a foreign page, and serves the allowed origin', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'api-reader@example.com');
    const headers = (origin: string) => ({ origin, authorization: api.basic(session_token) });
    for (const path of ['/%73dk/v1/users/me', '/%73%64k/v1/users/me', '/sdk%2Fv1/users/me', '//sdk/v1/users/me', '/x/../sdk/v1/users/me']) {
      const answer = await rawRequest(api.url, 'GET', path, { headers: headers('https://evil.example') });
      expect({ path, refused: [403, 404].includes(answer.status) }).toEqual({ path, refused: true });
      if (answer.status === 403) expect(answer.json.error_type).toBe('origin_not_allowed');
    }
    expectError(
      await rawRequest(api.url, 'GET', '/%73dk/v1/users/me', { headers: headers('https://evil.example') }),
      403,
      'origin_not_allowed',
    );
    expect((await rawRequest(api.url, 'GET', '/%73dk/v1/users/me', { headers: headers('http://localhost:5173') })).status).toBe(200);
  });

  it('applies a fault to the encoded spelling of its path too', async () => {
    await control('POST', '/faults', { path: '/users/search', status: 503 });
    const answer = await rawRequest(api.url, 'POST', '/sdk/v1/users/%73earch', {
      headers: { authorization: api.basic(), 'content-type': 'application/json' },
      body: '{"email":"a@example.com"}',
    });
    expect(answer.status).toBe(503);
  });
});

describe('the home page', () => {
  it('says at its own address where the inbox, the SDK and backend APIs, the keys, the project id, the tokens and secrets are', async () => {
    const response = await fetch(`${api.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    const { projectId, publicTokens, secrets } = api.emulator.config.current;
    expect(html).toContain(`<a href="/_emulator">${api.url}/_emulator</a>`);
    expect(html).toContain(`<code>${api.url}/sdk/v1</code>`);
    expect(html).toContain(`<code>${api.url}/v1</code>`);
    expect(html).toContain(`<a href="/v1/sessions/jwks/${projectId}">`);
    for (const value of [projectId, publicTokens.test, publicTokens.live, secrets.test, secrets.live])
      expect(html).toContain(`<code>${value}</code>`);
    expect(html).not.toContain('<script');
  });
});

describe('the inbox page', () => {
  it('lists messages with clickable links and codes under a strict CSP', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'inbox@example.com' });
    await api.post('/otps/sms/login_or_create', { phone_number: '+15555550152' });
    const { link } = await api.latest('inbox@example.com');
    const { code } = await api.latest('+15555550152');

    const response = await fetch(`${api.url}/_emulator`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src/);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`<span class="code">${code}</span>`);
    expect(html).not.toContain('<script');
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('escapes everything a caller controls', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>@example.com';
    api.emulator.db
      .prepare(
        "INSERT INTO messages (message_id, channel, kind, to_address, from_address, subject, body, link, created_at) VALUES ('m1', 'email', 'otp', ?, 'x', ?, ?, ?, 0)",
      )
      .run(hostile, '<b>subject</b>', '<iframe src="https://evil.example"></iframe>', 'javascript:alert(3)');
    const html = await (await fetch(`${api.url}/_emulator?to=${encodeURIComponent(hostile)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<b>subject</b>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;subject&lt;/b&gt;');
  });

  it('clears messages from a plain form post and redirects back', async () => {
    await api.post('/otps/email/login_or_create', { email: 'clear@example.com' });
    const response = await fetch(`${api.url}/_emulator/inbox/clear`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
      body: 'to=clear%40example.com',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/_emulator/?to=clear%40example.com');
    expect(await api.messages('clear@example.com')).toEqual([]);
  });

  it('refuses a recipient that is not well-formed text (a lone surrogate) instead of failing on it', async () => {
    const cleared = await api.request('POST', '/_emulator/inbox/clear', {
      rawBody: '{"to":"\\ud800"}',
      headers: { 'content-type': 'application/json' },
      auth: null,
    });
    expectError(cleared, 400, 'bad_request');
    const page = await fetch(`${api.url}/_emulator?to=%ED%A0%80`);
    expect(page.status).toBeLessThan(500);
  });
});
