// @vitest-environment node
/**
 * Who may reach the emulator: only its own host names (DNS rebinding), only its own and the project's
 * origins on the test controls, JSON-only API bodies, no listening beyond loopback without --allow-remote,
 * and error URLs that never echo the caller's Host.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RemoteHostError, createEmulator } from '../src/index.ts';
import { s256 } from '../src/pkce.ts';
import { type Api, OAUTH_VERIFIER, expectError, rawRequest, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

const port = () => api.emulator.port;
const json = (body: unknown) => ({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(JSON.stringify(body))) });

describe('a DNS-rebinding page cannot reach the emulator', () => {
  const attacker = () => ({ host: `rebind.attacker.example:${port()}`, origin: `http://rebind.attacker.example:${port()}` });

  it('refuses the test controls, the outbox and the API under a foreign host name', async () => {
    const clock = { advance_minutes: 60 };
    expectError(
      await rawRequest(api.url, 'POST', '/_emulator/clock', { headers: { ...attacker(), ...json(clock) }, body: JSON.stringify(clock) }),
      403,
      'host_not_allowed',
    );
    const token = { provider: 'google', email: 'victim@example.com' };
    expectError(
      await rawRequest(api.url, 'POST', '/_emulator/oauth/token', {
        headers: { ...attacker(), ...json(token) },
        body: JSON.stringify(token),
      }),
      403,
      'host_not_allowed',
    );
    const patch = { allowedOrigins: ['http://localhost:*', 'http://rebind.attacker.example:*'] };
    expectError(
      await rawRequest(api.url, 'PATCH', '/_emulator/config', { headers: { ...attacker(), ...json(patch) }, body: JSON.stringify(patch) }),
      403,
      'host_not_allowed',
    );
    expectError(await rawRequest(api.url, 'GET', '/_emulator/messages', { headers: attacker() }), 403, 'host_not_allowed');
    expectError(await rawRequest(api.url, 'GET', '/_emulator', { headers: attacker() }), 403, 'host_not_allowed');
    const search = { email: 'a@example.com' };
    expectError(
      await rawRequest(api.url, 'POST', '/sdk/v1/users/search', {
        headers: { ...attacker(), ...json(search), authorization: api.basic() },
        body: JSON.stringify(search),
      }),
      403,
      'host_not_allowed',
    );

    // Nothing happened: no clock move, no config change, no user.
    expect(api.emulator.clock.offset()).toBe(0);
    expect(api.emulator.config.current.allowedOrigins).toEqual(['http://localhost:*']);
    expect((await api.post('/users/search', { email: 'victim@example.com' })).json.data.userType).toBe('new');
  });

  it('answers to localhost, 127.0.0.1 and [::1] on its port', async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`, 'localhost']) {
      const answer = await rawRequest(api.url, 'GET', '/_emulator/health', { headers: { host } });
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
  });

  it('answers to the host it was started with', async () => {
    const named = await startEmulator({ host: '127.0.0.1' });
    try {
      expect(named.url).toBe(`http://127.0.0.1:${named.emulator.port}`);
      expect(
        (await rawRequest(named.url, 'GET', '/_emulator/health', { headers: { host: `127.0.0.1:${named.emulator.port}` } })).status,
      ).toBe(200);
      expectError(
        await rawRequest(named.url, 'GET', '/_emulator/health', { headers: { host: 'gatehouse.example' } }),
        403,
        'host_not_allowed',
      );
    } finally {
      await named.close();
    }
  });
});

describe('the test controls only serve their own pages, the project and tools without a browser', () => {
  it('refuses to show the outbox to a page on a foreign origin', async () => {
    await api.post('/otps/email/login_or_create', { email: 'outbox@example.com' });
    expectError(
      await api.request('GET', '/_emulator/messages?to=outbox@example.com', { auth: null, headers: { origin: 'https://evil.example' } }),
      403,
      'origin_not_allowed',
    );
    expectError(await api.request('GET', '/_emulator/messages', { auth: null, headers: { origin: 'null' } }), 403, 'origin_not_allowed');
    expectError(
      await api.request('GET', '/_emulator/events', { auth: null, headers: { origin: 'https://evil.example' } }),
      403,
      'origin_not_allowed',
    );

    // Node (no Origin), the project's app origin and the emulator's own pages still read it.
    const origins: Record<string, string>[] = [{}, { origin: 'http://localhost:5173' }, { origin: `http://127.0.0.1:${port()}` }];
    for (const headers of origins) {
      const answer = await api.request('GET', '/_emulator/messages?to=outbox@example.com', { auth: null, headers });
      expect(answer.status).toBe(200);
      expect(answer.json.messages).toHaveLength(1);
    }
  });

  it('refuses the emulated provider page form posted from a foreign origin, and takes it from its own page', async () => {
    const challenge = s256(OAUTH_VERIFIER);
    const start = await fetch(`${api.url}/v1/public/oauth/google/start?public_token=${api.publicToken}&code_challenge=${challenge}`, {
      redirect: 'manual',
    });
    const page = await (await fetch(`${api.url}${start.headers.get('location')}`)).text();
    const state = /name="state" value="([^"]+)"/.exec(page)![1]!;
    const form = new URLSearchParams({ state, action: 'sign_in', email: 'ada@example.com' }).toString();
    const post = (origin: string) =>
      fetch(`${api.url}/_emulator/oauth/google/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: form,
      });

    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error_type: string }).error_type).toBe('origin_not_allowed');
    expect((await post('null')).status).toBe(403);

    const own = await post(`http://localhost:${port()}`);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toContain('stytch_token_type=oauth');
  });
});

describe('the API takes JSON only, and no Origin: null', () => {
  it('refuses text/plain and form bodies on oauth/authenticate', async () => {
    const { token } = (
      await api.request('POST', '/_emulator/oauth/token', {
        body: { provider: 'google', email: 'ada@example.com', code_verifier: OAUTH_VERIFIER },
        auth: null,
      })
    ).json;
    const body = JSON.stringify({ token, code_verifier: OAUTH_VERIFIER, session_duration_minutes: 30 });
    expectError(
      await api.request('POST', '/sdk/v1/oauth/authenticate', { rawBody: body, headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_content_type',
    );
    expectError(
      await api.request('POST', '/sdk/v1/oauth/authenticate', {
        rawBody: new URLSearchParams({ token, session_duration_minutes: '30' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_content_type',
    );
    // The token was not spent by the refused calls: the JSON call signs in.
    const signedIn = await api.post('/oauth/authenticate', { token, code_verifier: OAUTH_VERIFIER, session_duration_minutes: 30 });
    expect(signedIn.status).toBe(200);
  });

  it('refuses a text/plain body on every other API call too', async () => {
    expectError(
      await api.request('POST', '/sdk/v1/passwords/authenticate', {
        rawBody: JSON.stringify({ email: 'a@example.com', password: 'x' }),
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'unsupported_content_type',
    );
  });

  it('refuses Origin: null (a sandboxed frame, a file: page) on the API', async () => {
    expectError(
      await api.request('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, headers: { origin: 'null' } }),
      403,
      'origin_not_allowed',
    );
    expect(
      (
        await api.request('POST', '/sdk/v1/users/search', {
          body: { email: 'a@example.com' },
          headers: { origin: 'http://localhost:5173' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('error URLs', () => {
  it('point at the emulator itself, whatever Host the request named', async () => {
    const answer = await rawRequest(api.url, 'GET', '/sdk/v1/users/me', {
      headers: { host: `127.0.0.1:${port()}`, authorization: api.basic() },
    });
    expect(answer.json.error_url).toBe(`${api.url}/_emulator/errors/401#user_unauthenticated`);
    const foreign = await rawRequest(api.url, 'GET', '/sdk/v1/users/me', { headers: { host: 'evil.example', authorization: api.basic() } });
    expect(foreign.json.error_url).toBe(`${api.url}/_emulator/errors/403#host_not_allowed`);
  });
});

describe('listening beyond this machine', () => {
  it('is refused without allowRemote, and allowed with it', async () => {
    await expect(createEmulator({ port: 0, inMemory: true, host: '0.0.0.0' })).rejects.toBeInstanceOf(RemoteHostError);
    await expect(createEmulator({ port: 0, inMemory: true, host: '0.0.0.0' })).rejects.toThrow(/--allow-remote/);
    const remote = await createEmulator({ port: 0, inMemory: true, host: '0.0.0.0', allowRemote: true });
    try {
      expect((await fetch(`${remote.url}/_emulator/health`)).status).toBe(200);
    } finally {
      await remote.close();
    }
  });

  it(
    'the command line refuses --host 0.0.0.0 alone, and warns with the real address under --allow-remote',
    { timeout: 60_000 },
    async () => {
      const bin = fileURLToPath(new URL('../bin/gatehouse-emulator.mjs', import.meta.url));
      const run = (args: string[]) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [bin, '--port', '0', '--in-memory', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            // Listening: that is all this test needs to see.
            if (stdout.includes('Public tokens')) child.kill('SIGTERM');
          });
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('exit', (code) => resolve({ code, stdout, stderr }));
        });

      const refused = await run(['--host', '0.0.0.0']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('--allow-remote');
      expect(refused.stdout).not.toContain('listening');

      const allowed = await run(['--host', '0.0.0.0', '--allow-remote']);
      expect(allowed.stderr).toMatch(/WARNING: --allow-remote: listening on every interface \(0\.0\.0\.0\), port \d+/);
      expect(allowed.stderr).toMatch(/Reachable from other machines at: /);
      expect(allowed.stdout).toContain('listening on http://localhost:');
    },
  );
});

it('still serves a whole sign-in to a tool without Origin on its own host', async () => {
  const session = await signUpByEmailOtp(api, 'plain@example.com');
  expect((await api.post('/sessions/authenticate', {}, session.session_token)).status).toBe(200);
});
