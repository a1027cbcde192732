// @vitest-environment node
/**
 * The backend API's edges (issue 37) over plain HTTP: its secrets and where they are set, the throttle on
 * wrong ones, no CORS, and a typed 4xx in the provider's shape for every bad request. The calls themselves,
 * through the provider's Node SDK, are the contract suite's (test/contract/backendSdk.test.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, DEFAULT_SECRETS, defaultConfig, mergeConfig } from '../src/config.ts';
import { backendClientOptions } from '../src/fixtures/index.ts';
import { type Answer, type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

/** A backend call with this project's test secret (or the Authorization given). */
function backend(method: string, path: string, body?: unknown, auth?: string): Promise<Answer> {
  const { projectId, secrets } = api.emulator.config.current;
  return api.request(method, path, { body, auth: auth ?? `Basic ${Buffer.from(`${projectId}:${secrets.test}`).toString('base64')}` });
}

describe('project secrets', () => {
  it('has fixed defaults, set from createEmulator({ config }), shown in config.current and handed out by the fixture', async () => {
    expect(api.emulator.config.current.secrets).toEqual(DEFAULT_SECRETS);
    const own = await startEmulator({ config: { secrets: { test: 'secret-test-0123456789abcdef0123' } } });
    try {
      expect(own.emulator.config.current.secrets).toEqual({ test: 'secret-test-0123456789abcdef0123', live: DEFAULT_SECRETS.live });
      expect(await backendClientOptions({ baseUrl: own.url })).toEqual({
        project_id: own.emulator.config.current.projectId,
        secret: 'secret-test-0123456789abcdef0123',
        env: `${own.url}/`,
      });
      expect((await backendClientOptions({ baseUrl: `${own.url}/`, environment: 'live' })).secret).toBe(DEFAULT_SECRETS.live);
    } finally {
      await own.close();
    }
  });

  it('takes them from the config file, prints them on start and serves the backend API with them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-secrets-'));
    const file = path.join(dir, 'gatehouse.emulator.json');
    const secrets = { test: 'secret-test-from-the-config-file-0001', live: 'secret-live-from-the-config-file-0001' };
    writeFileSync(file, JSON.stringify({ secrets }));
    const bin = fileURLToPath(new URL('../bin/gatehouse-emulator.mjs', import.meta.url));
    const child = spawn(process.execPath, [bin, '--port', '0', '--in-memory', '--config', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      // Waits for the start banner's last line, however long a loaded machine takes; the test's timeout is the cap.
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          if (/live\s+secret-live-\S+/.test(text)) resolve(text);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the emulator exited with ${code}:\n${text}`)));
      });
      expect(output).toMatch(new RegExp(`Secrets[^\\n]*\\n\\s+test\\s+${secrets.test}\\n\\s+live\\s+${secrets.live}`));
      const url = /listening on (http:\/\/\S+)/.exec(output)![1]!;
      const projectId = /Project\s+(\S+)/.exec(output)![1]!;
      const answer = await fetch(`${url}/v1/users/search`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${projectId}:${secrets.live}`).toString('base64')}`,
        },
        body: '{}',
      });
      expect(answer.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the header it accepted only while the secrets it was checked against are the project’s', async () => {
    const { projectId, secrets } = api.emulator.config.current;
    const old = `Basic ${Buffer.from(`${projectId}:${secrets.test}`).toString('base64')}`;
    expect((await backend('POST', '/v1/users/search', {}, old)).status).toBe(200);
    api.emulator.config.patch({ secrets: { test: 'secret-test-rotated-0123456789abcdef' } });
    expectError(await backend('POST', '/v1/users/search', {}, old), 401, 'unauthorized_credentials');
    const rotated = `Basic ${Buffer.from(`${projectId}:secret-test-rotated-0123456789abcdef`).toString('base64')}`;
    expect((await backend('POST', '/v1/users/search', {}, rotated)).status).toBe(200);
    // The same bytes but one: no prefix of the accepted header passes.
    expectError(await backend('POST', '/v1/users/search', {}, `${rotated.slice(0, -2)}x=`), 401, 'unauthorized_credentials');
  });

  it('refuses a secret not in the provider’s form, or too short to resist guessing', () => {
    expect(() => mergeConfig(defaultConfig(), { secrets: { test: 'public-token-test-0123456789abcdef' } })).toThrow(ConfigError);
    expect(() => mergeConfig(defaultConfig(), { secrets: { live: 'secret-live-short' } })).toThrow(
      'secrets.live must start with "secret-live-" and have at least 16 characters after it',
    );
    expect(() => mergeConfig(defaultConfig(), { secrets: { live: DEFAULT_SECRETS.test } })).toThrow(ConfigError);
  });

  it('throttles wrong secrets by address: past the limit even the right one waits, with Retry-After', async () => {
    await api.request('PATCH', '/_emulator/config', { body: { throttling: { ipFailures: { limit: 3, windowMinutes: 10 } } }, auth: null });
    const wrong = `Basic ${Buffer.from(`${api.emulator.config.current.projectId}:secret-test-wrong-000000000000`).toString('base64')}`;
    for (let i = 0; i < 3; i++) expectError(await backend('POST', '/v1/users/search', {}, wrong), 401, 'unauthorized_credentials');
    const refused = await backend('POST', '/v1/users/search', {});
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await api.advanceMinutes(11);
    expect((await backend('POST', '/v1/users/search', {})).status).toBe(200);
  });
});

describe('no CORS on the backend API', () => {
  it('answers a page’s preflight and request with no CORS header, where the SDK API answers with them', async () => {
    const preflight = (path: string) =>
      api.request('OPTIONS', path, {
        auth: null,
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    expect((await preflight('/sdk/v1/sessions/authenticate')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const backendPreflight = await preflight('/v1/sessions/authenticate');
    expect(backendPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(backendPreflight.status).toBeGreaterThanOrEqual(400);
    const { projectId, secrets } = api.emulator.config.current;
    const answer = await api.request('POST', '/v1/users/search', {
      body: {},
      auth: `Basic ${Buffer.from(`${projectId}:${secrets.test}`).toString('base64')}`,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    // A path there without a route is no different.
    const unknown = await api.request('POST', '/v1/no-such-call', { body: {}, auth: null, headers: { origin: 'http://localhost:5173' } });
    expectError(unknown, 404, 'route_not_found');
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sessions/authenticate by JWT', () => {
  it('takes a JWT past its 5 minutes while its session lives, and answers a fresh one; not once the session is revoked', async () => {
    const session = await signUpByEmailOtp(api, 'stale-jwt@example.com');
    await api.advanceMinutes(6);
    const refreshed = await backend('POST', '/v1/sessions/authenticate', { session_jwt: session.session_jwt });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.session_jwt).not.toBe(session.session_jwt);
    // No data envelope: the provider's Node SDK reads the body as it is.
    expect(refreshed.json).toMatchObject({ status_code: 200, session: { session_id: session.session.session_id }, session_token: '' });
    expect((await backend('POST', '/v1/sessions/revoke', { session_jwt: session.session_jwt })).status).toBe(200);
    // The provider's backend status for it: 404, where the browser's catalogue keeps 401.
    expectError(await backend('POST', '/v1/sessions/authenticate', { session_jwt: refreshed.json.session_jwt }), 404, 'session_not_found');
    expectError(await backend('POST', '/v1/sessions/revoke', { session_jwt: refreshed.json.session_jwt }), 404, 'session_not_found');
  });
});

describe('bad input gets a typed 400 in the provider’s shape', () => {
  it('sessions: not exactly one of token and JWT, reserved custom claims, oversize claims', async () => {
    const session = await signUpByEmailOtp(api, 'claims@example.com');
    const missing = expectError(await backend('POST', '/v1/sessions/authenticate', {}), 400, 'missing_session_arguments');
    // Documented where every error is: the emulator's catalogue page.
    const catalogue = await api.request('GET', new URL(missing.error_url).pathname, { auth: null });
    expect(catalogue.json).toContain('id="missing_session_arguments"');
    expectError(
      await backend('POST', '/v1/sessions/authenticate', { session_token: session.session_token, session_jwt: session.session_jwt }),
      400,
      'too_many_session_arguments',
    );
    expectError(
      await backend('POST', '/v1/sessions/revoke', { session_id: session.session.session_id, session_token: 'x' }),
      400,
      'too_many_session_arguments',
    );
    for (const claim of ['sub', 'iss', 'https://stytch.com/session', 'https://stytch.com/anything']) {
      expectError(
        await backend('POST', '/v1/sessions/authenticate', {
          session_token: session.session_token,
          session_custom_claims: { [claim]: 'x' },
        }),
        400,
        'invalid_session_custom_claims',
      );
    }
    expectError(
      await backend('POST', '/v1/sessions/authenticate', {
        session_token: session.session_token,
        session_custom_claims: { big: 'x'.repeat(5000) },
      }),
      400,
      'invalid_metadata',
    );
    expectError(
      await backend('POST', '/v1/sessions/authenticate', { session_token: session.session_token, session_duration_minutes: '60' }),
      400,
      'bad_request',
    );
    const gone = expectError(
      await backend('POST', '/v1/sessions/authenticate', { session_token: 'not-a-session' }),
      404,
      'session_not_found',
    );
    // Both statuses of the type are documented, each on its own status's page.
    expect(gone.error_url).toBe(`${api.url}/_emulator/errors/404#session_not_found`);
    expect((await api.request('GET', '/_emulator/errors/404', { auth: null })).json).toContain('id="session_not_found"');
    expect((await api.request('GET', '/_emulator/errors/401', { auth: null })).json).toContain('id="session_not_found"');
    expectError(await backend('GET', '/v1/sessions'), 400, 'bad_request');
    expectError(await backend('GET', '/v1/sessions?user_id=user-test-unknown'), 404, 'user_not_found');
  });

  it('users: no email or phone, malformed ones, taken ones, oversize metadata, unknown ids', async () => {
    expectError(await backend('POST', '/v1/users', {}), 400, 'missing_email_or_phone_number');
    expectError(await backend('POST', '/v1/users', { email: 'not-an-email' }), 400, 'invalid_email');
    expectError(await backend('POST', '/v1/users', { phone_number: '5555550100' }), 400, 'invalid_phone_number');
    expect((await backend('POST', '/v1/users', { email: 'taken@example.com' })).status).toBe(200);
    expectError(await backend('POST', '/v1/users', { email: 'TAKEN@example.com' }), 400, 'duplicate_email');
    expectError(
      await backend('POST', '/v1/users', { email: 'big@example.com', trusted_metadata: { big: 'x'.repeat(5000) } }),
      400,
      'invalid_metadata',
    );
    expect(
      (
        await backend('POST', '/v1/users/search', {
          query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['big@example.com'] }] },
        })
      ).json.results,
    ).toEqual([]);
    expectError(await backend('POST', '/v1/users', { email: 'named@example.com', name: { first_name: 7 } }), 400, 'bad_request');
    expectError(await backend('PUT', '/v1/users/user-test-unknown', { name: { first_name: 'A' } }), 404, 'user_not_found');
    expectError(await backend('DELETE', '/v1/users/user-test-unknown'), 404, 'user_not_found');
  });

  it('users: external_id and roles are kept and answered, checked like the SDK’s types say; attributes are checked', async () => {
    const created = await backend('POST', '/v1/users', {
      email: 'external@example.com',
      external_id: 'crm|4711',
      roles: ['admin', 'stytch_user', 'admin'],
      attributes: { ip_address: '203.0.113.1', user_agent: 'Server' },
    });
    expect(created.status).toBe(200);
    expect(created.json.user).toMatchObject({ external_id: 'crm|4711', roles: ['stytch_user', 'admin'] });
    expect(created.json.user).not.toHaveProperty('attributes');
    const userId: string = created.json.user_id;
    expect((await backend('GET', `/v1/users/${userId}`)).json).toMatchObject({ external_id: 'crm|4711', roles: ['stytch_user', 'admin'] });
    // An update replaces the roles given and moves the user's revision (an unmoved one would answer the cached user).
    const updated = await backend('PUT', `/v1/users/${userId}`, { external_id: 'crm|4712', roles: ['editor'] });
    expect(updated.json.user).toMatchObject({ external_id: 'crm|4712', roles: ['stytch_user', 'editor'] });
    expect((await backend('PUT', `/v1/users/${userId}`, { roles: [] })).json.user.roles).toEqual(['stytch_user']);
    // A user without one has no external_id at all (users.d.ts: optional).
    expect((await backend('POST', '/v1/users', { email: 'plain@example.com' })).json.user).not.toHaveProperty('external_id');

    // Unique in the project; the user's own is no conflict.
    expectError(await backend('POST', '/v1/users', { email: 'other@example.com', external_id: 'crm|4712' }), 400, 'duplicate_external_id');
    expect((await backend('PUT', `/v1/users/${userId}`, { external_id: 'crm|4712' })).status).toBe(200);
    const other = await backend('POST', '/v1/users', { email: 'other@example.com', external_id: 'crm|1' });
    expectError(await backend('PUT', `/v1/users/${other.json.user_id}`, { external_id: 'crm|4712' }), 400, 'duplicate_external_id');
    for (const body of [
      { external_id: 'has space' },
      { external_id: '' },
      { external_id: 'x'.repeat(129) },
      { roles: 'admin' },
      { roles: [''] },
      { roles: [7] },
      { attributes: { ip_address: 7 } },
    ]) {
      expectError(await backend('POST', '/v1/users', { email: 'bad@example.com', ...body }), 400, 'bad_request');
      expectError(await backend('PUT', `/v1/users/${userId}`, body), 400, 'bad_request');
    }
    // Nothing of a refused call was written.
    expect((await backend('GET', `/v1/users/${userId}`)).json).toMatchObject({ external_id: 'crm|4712', roles: ['stytch_user'] });
  });

  it('search: unknown filters, wrong values, bad times and cursors, limits out of range', async () => {
    const search = (body: unknown) => backend('POST', '/v1/users/search', body);
    expectError(
      await search({ query: { operator: 'AND', operands: [{ filter_name: 'totp_verified', filter_value: true }] } }),
      400,
      'bad_request',
    );
    expectError(await search({ query: { operator: 'XOR', operands: [] } }), 400, 'bad_request');
    expectError(
      await search({ query: { operator: 'AND', operands: [{ filter_name: 'user_id', filter_value: 'user-1' }] } }),
      400,
      'bad_request',
    );
    expectError(
      await search({ query: { operator: 'AND', operands: [{ filter_name: 'created_at_greater_than', filter_value: 'yesterday' }] } }),
      400,
      'invalid_search_query',
    );
    expectError(await search({ cursor: 'bm90LWEtY3Vyc29y' }), 400, 'invalid_cursor');
    expectError(await search({ limit: 0 }), 400, 'bad_request');
    expectError(await search({ limit: 1001 }), 400, 'bad_request');
    // A fuzzy filter's wildcards are the caller's text, not SQL's.
    await backend('POST', '/v1/users', { email: 'percent@example.com' });
    const fuzzy = (value: string) =>
      search({ query: { operator: 'AND', operands: [{ filter_name: 'email_address_fuzzy', filter_value: value }] } });
    expect((await fuzzy('%')).json.results).toEqual([]);
    expect((await fuzzy('PERCENT@')).json.results).toHaveLength(1);
  });

  it('invite: a redirect URL the project does not allow, an active user', async () => {
    expectError(
      await backend('POST', '/v1/magic_links/email/invite', { email: 'new@example.com', invite_magic_link_url: 'https://evil.example/' }),
      400,
      'redirect_url_not_allowed',
    );
    // Refused before anything was written.
    expect((await backend('POST', '/v1/users/search', {})).json.results).toEqual([]);
    await signUpByEmailOtp(api, 'active@example.com');
    expectError(await backend('POST', '/v1/magic_links/email/invite', { email: 'active@example.com' }), 400, 'duplicate_email');
  });
});

describe('invites where the project requires PKCE for email magic links (issue 42)', () => {
  const config = (patch: unknown) => api.request('PATCH', '/_emulator/config', { body: patch, auth: null });
  const tokenIn = async (to: string) => new URL((await api.latest(to)).link).searchParams.get('token')!;
  /** The invitee's browser holds a verifier of its own (a sign-in it started); the link needs none of it. */
  const ownVerifier = 'a-verifier-of-this-browser-for-another-link-0123456789';

  it('are refused up front unless the project opts in, and one sent before the flag went on no longer redeems', async () => {
    expect((await backend('POST', '/v1/magic_links/email/invite', { email: 'early@example.com' })).status).toBe(200);
    const early = await tokenIn('early@example.com');
    await config({ pkceRequired: { emailMagicLinks: true } });
    const refused = expectError(
      await backend('POST', '/v1/magic_links/email/invite', { email: 'late@example.com' }),
      400,
      'missing_code_challenge',
    );
    expect(refused.error_message).toContain('pkceExempt.backendInvites');
    expect((await backend('POST', '/v1/users/search', {})).json.results).toHaveLength(1);
    expectError(await api.post('/magic_links/authenticate', { token: early }), 400, 'missing_code_challenge');
  });

  it('with pkceExempt.backendInvites, an invite signs in without a verifier; a link the SDK sent without a challenge does not', async () => {
    // The attacker's own link, from login_or_create without a challenge (the project did not require PKCE yet).
    await api.post('/magic_links/email/login_or_create', { email: 'mallory@example.com' });
    const attackers = await tokenIn('mallory@example.com');
    await config({ pkceRequired: { emailMagicLinks: true }, pkceExempt: { backendInvites: true } });
    const invited = await backend('POST', '/v1/magic_links/email/invite', { email: 'invitee@example.com' });
    expect(invited.status).toBe(200);
    const invite = await tokenIn('invitee@example.com');
    expectError(await api.post('/magic_links/authenticate', { token: attackers }), 400, 'missing_code_challenge');
    expectError(
      await api.post('/magic_links/authenticate', { token: attackers, code_verifier: ownVerifier }),
      400,
      'missing_code_challenge',
    );
    const signedIn = await api.post('/magic_links/authenticate', {
      token: invite,
      code_verifier: ownVerifier,
      session_duration_minutes: 60,
    });
    expect(signedIn.json.data).toMatchObject({ user_id: invited.json.user_id, user: { status: 'active' } });
  });
});

describe('the backend calls it records', () => {
  it('are kept when the emulator closes right after them, before their batch was written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-backend-events-'));
    try {
      const first = await startEmulator({ inMemory: false, dataDir });
      const { projectId, secrets } = first.emulator.config.current;
      const auth = `Basic ${Buffer.from(`${projectId}:${secrets.test}`).toString('base64')}`;
      const answer = await first.request('POST', '/v1/users', { auth, body: { email: 'kept@example.com' } });
      expect(answer.status).toBe(200);
      await first.emulator.close();
      const again = await startEmulator({ inMemory: false, dataDir });
      const events = (await again.request('GET', '/_emulator/events?event_name=backend_api', { auth: null })).json.events;
      expect(events).toEqual([
        expect.objectContaining({ event: expect.objectContaining({ details: expect.objectContaining({ route: '/v1/users' }) }) }),
      ]);
      await again.emulator.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
