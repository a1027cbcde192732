// @vitest-environment node
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeAll(async () => {
  api = await startEmulator();
});
afterAll(() => api.close());

describe('responses use the wire doc envelopes', () => {
  it('wraps a success in { data } with request_id and status_code inside', async () => {
    const answer = await api.post('/users/search', { email: 'nobody@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: { request_id: expect.stringMatching(/^request-id-test-/), status_code: 200, userType: 'new' },
    });
  });

  it('gives every request its own request id', async () => {
    const first = await api.post('/users/search', { email: 'a@example.com' });
    const second = await api.post('/users/search', { email: 'a@example.com' });
    expect(first.json.data.request_id).not.toBe(second.json.data.request_id);
  });
});

describe('the Authorization header is checked', () => {
  it('refuses a call without the header', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, auth: null });
    expectError(answer, 401, 'unauthorized_credentials');
  });

  it('refuses an unknown public token', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      body: { email: 'a@example.com' },
      auth: api.basic(undefined, 'public-token-test-not-ours'),
    });
    expectError(answer, 401, 'unauthorized_credentials');
  });

  it('refuses a header that is not Basic base64(token:secret)', async () => {
    for (const auth of ['Bearer abc', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      expectError(
        await api.request('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, auth }),
        401,
        'unauthorized_credentials',
      );
    }
  });

  it('accepts the live public token as well as the test one', async () => {
    const live = api.emulator.config.current.publicTokens.live;
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      body: { email: 'a@example.com' },
      auth: api.basic(undefined, live),
    });
    expect(answer.status).toBe(200);
  });

  it('answers session_not_found for a session token that names no session', async () => {
    expectError(await api.get('/users/me', 'not-a-real-session-token'), 401, 'session_not_found');
  });

  it('answers user_unauthenticated when a session call carries no session', async () => {
    expectError(await api.get('/users/me'), 401, 'user_unauthenticated');
  });
});

describe('bad requests get the error shape, never a 500', () => {
  it('reports schema errors as body entries with keyword, dataPath, schemaPath and message', async () => {
    const answer = await api.post('/otps/authenticate', { token: 123456, session_duration_minutes: '30' });
    const error = expectError(answer, 400, 'bad_request');
    expect(error.error_message).toBe('Request does not match expected schema');
    expect(error.body).toEqual(
      expect.arrayContaining([
        { keyword: 'required', dataPath: '.method_id', schemaPath: '#/required', message: expect.stringContaining('method_id') },
        { keyword: 'type', dataPath: '.token', schemaPath: '#/properties/token/type', message: 'must be string' },
        {
          keyword: 'type',
          dataPath: '.session_duration_minutes',
          schemaPath: '#/properties/session_duration_minutes/type',
          message: 'must be integer',
        },
      ]),
    );
  });

  it('reports path parameter errors under params', async () => {
    const answer = await api.request('GET', '/_emulator/errors/99x', { auth: null });
    const error = expectError(answer, 400, 'bad_request');
    expect(error.params).toEqual([expect.objectContaining({ keyword: 'pattern', dataPath: '.status' })]);
  });

  it('reports query errors under query', async () => {
    const answer = await api.request('GET', '/_emulator/messages?channel=pigeon', { auth: null });
    const error = expectError(answer, 400, 'bad_request');
    expect(error.query).toEqual([expect.objectContaining({ keyword: 'enum', dataPath: '.channel' })]);
  });

  it('answers invalid JSON with invalid_json', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 400, 'invalid_json');
  });

  it('refuses prototype-poisoning keys', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      rawBody: '{"email":"a@example.com","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    // secure-json-parse refuses the body outright, like any unparsable JSON.
    expectError(answer, 400, 'invalid_json');
  });

  it('answers other content types with unsupported_content_type', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      rawBody: 'email=a@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(answer, 415, 'unsupported_content_type');
  });

  it('answers an oversize body with request_too_large', async () => {
    const answer = await api.post('/users/search', { email: `${'a'.repeat(1_100_000)}@example.com` });
    expectError(answer, 413, 'request_too_large');
  });

  it('answers unknown routes and methods with route_not_found', async () => {
    expectError(await api.post('/no/such/call', {}), 404, 'route_not_found');
    expectError(await api.request('PATCH', '/sdk/v1/users/me', { body: {} }), 404, 'route_not_found');
  });

  it('answers a malformed URL with bad_request', async () => {
    const answer = await api.request('GET', '/sdk/v1/projects/bootstrap/%E0%A4%A');
    expectError(answer, 400, 'bad_request');
  });

  it('accepts bodiless GET and DELETE calls that still declare a JSON content type (as the client sends them)', async () => {
    const session = await signUpByEmailOtp(api, 'content-type@example.com');
    const headers = { 'content-type': 'application/json' };
    const me = await api.request('GET', '/sdk/v1/users/me', { auth: api.basic(session.session_token), headers });
    expect(me.status).toBe(200);
    const deleted = await api.request('DELETE', '/sdk/v1/users/totps/nothing', { auth: api.basic(session.session_token), headers });
    expectError(deleted, 404, 'totp_not_found');
  });

  it('drops unknown fields instead of failing', async () => {
    const answer = await api.post('/users/search', { email: 'a@example.com', surprise: { nested: true } });
    expect(answer.status).toBe(200);
  });

  it('links each error to its entry in the error catalogue page', async () => {
    const error = expectError(await api.get('/users/me'), 401, 'user_unauthenticated');
    const page = await fetch(error.error_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="user_unauthenticated"');
  });
});

describe('CORS for allowed origins', () => {
  it('answers a preflight from a localhost origin with credentials allowed', async () => {
    const response = await fetch(`${api.url}/sdk/v1/otps/authenticate`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-sdk-client');
  });

  it('echoes the origin on answers, errors included', async () => {
    const answer = await api.request('GET', '/sdk/v1/users/me', { headers: { origin: 'http://localhost:3000' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses an origin outside the allowed list', async () => {
    const answer = await api.request('POST', '/sdk/v1/users/search', {
      body: { email: 'a@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expectError(answer, 403, 'origin_not_allowed');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('follows the configured allowed origins', async () => {
    const other = await startEmulator({ config: { allowedOrigins: ['https://*.example.com'] } });
    try {
      const allowed = await other.request('POST', '/sdk/v1/users/search', {
        body: { email: 'a@example.com' },
        headers: { origin: 'https://app.example.com' },
      });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const refused = await other.request('POST', '/sdk/v1/users/search', {
        body: { email: 'a@example.com' },
        headers: { origin: 'http://localhost:5173' },
      });
      expectError(refused, 403, 'origin_not_allowed');
    } finally {
      await other.close();
    }
  });
});

describe('the published JWKS', () => {
  it('serves the ES256 public key at /.well-known/jwks.json and the provider-style path', async () => {
    const wellKnown = await (await fetch(`${api.url}/.well-known/jwks.json`)).json();
    expect(wellKnown.keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) }),
    ]);
    expect(wellKnown.keys[0].d).toBeUndefined();
    const projectId = api.emulator.config.current.projectId;
    expect(await (await fetch(`${api.url}/v1/sessions/jwks/${projectId}`)).json()).toEqual(wellKnown);
    expect((await fetch(`${api.url}/v1/sessions/jwks/project-test-other`)).status).toBe(404);
  });

  it('signs session JWTs that verify against it', async () => {
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const session = await signUpByEmailOtp(api, 'jwt-check@example.com');
    const keys = createLocalJWKSet(await (await fetch(`${api.url}/.well-known/jwks.json`)).json());
    const projectId = api.emulator.config.current.projectId;
    const { payload, protectedHeader } = await jwtVerify(session.session_jwt, keys, {
      issuer: `stytch.com/${projectId}`,
      audience: projectId,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(session.user_id);
    expect(payload['https://stytch.com/session']).toMatchObject({ id: session.session.session_id });
  });

  it("gives each of many simultaneous refreshes its own session's JWT, verifying against it", async () => {
    // Signatures made in the same turn of the event loop go to the signing worker together
    // (sessions/signer.ts): no refresh may get a JWT meant for another.
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const sessions = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => signUpByEmailOtp(api, `together-${name}@example.com`)));
    const keys = createLocalJWKSet(await (await fetch(`${api.url}/.well-known/jwks.json`)).json());
    const refreshes = sessions.flatMap((session) => [session, session]);
    const answers = await Promise.all(refreshes.map((session) => api.post('/sessions/authenticate', {}, session.session_token)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const { payload } = await jwtVerify(answer.json.data.session_jwt, keys);
      expect(payload.sub).toBe(refreshes[i]!.user_id);
      expect(payload['https://stytch.com/session']).toMatchObject({ id: refreshes[i]!.session.session_id });
    }
  });
});

describe('deeply nested JSON (issue 26)', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses a body nested past 64 levels with a 400, on every route and either body type', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'deep@example.com');
    const deep = nested(100_000);
    const metadata = await api.request('PUT', '/sdk/v1/users/me', {
      rawBody: `{"untrusted_metadata":${deep}}`,
      headers: { 'content-type': 'application/json' },
      auth: api.basic(session_token),
    });
    expect(expectError(metadata, 400, 'invalid_json').error_message).toContain('64 levels');
    const event = `[{"telemetry":{},"event":{"public_token":"${api.publicToken}","event_name":"x","details":${deep}}}]`;
    for (const type of ['application/json', 'text/plain']) {
      expectError(
        await api.request('POST', '/sdk/v1/events', { rawBody: event, headers: { 'content-type': type }, auth: null }),
        400,
        'invalid_json',
      );
    }
    expectError(
      await api.request('POST', '/sdk/v1/users/search', {
        rawBody: `[${'['.repeat(65)}${']'.repeat(65)}]`,
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_json',
    );
  });

  it('still takes nesting a real body uses, and brackets inside strings', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'shallow@example.com');
    const answer = await api.request('PUT', '/sdk/v1/users/me', {
      rawBody: `{"untrusted_metadata":{"text":"${'[{'.repeat(100)}","tree":${nested(20)}}}`,
      headers: { 'content-type': 'application/json' },
      auth: api.basic(session_token),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.__user.untrusted_metadata.text).toBe('[{'.repeat(100));
  });
});
