// @vitest-environment node
import { generateKeyPairSync, sign } from 'node:crypto';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

describe('sessions/authenticate', () => {
  it('confirms a live session with the authenticate-style payload', async () => {
    const session = await signUpByEmailOtp(api, 'live@example.com');
    const answer = await api.post('/sessions/authenticate', {}, session.session_token);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      user_id: session.user_id,
      session_token: session.session_token,
      session_jwt: expect.any(String),
      session: { session_id: session.session.session_id, expires_at: session.session.expires_at, attributes: { ip_address: expect.any(String), user_agent: expect.any(String) } },
      user: { user_id: session.user_id },
      __user: { user_id: session.user_id },
    });
  });

  it('shows every change to the user at once, however it was made', async () => {
    const session = await signUpByEmailOtp(api, 'changes@example.com');
    const token = session.session_token;
    const refreshed = async () => (await api.post('/sessions/authenticate', {}, token)).json.data.user;
    expect((await refreshed()).untrusted_metadata).toEqual({});

    await api.request('PUT', '/sdk/v1/users/me', { body: { untrusted_metadata: { theme: 'dark' } }, auth: api.basic(token) });
    expect((await refreshed()).untrusted_metadata).toEqual({ theme: 'dark' });

    // Straight into the database, as a test or a migration might: the user and each factor table.
    const db = api.emulator.db;
    db.prepare("UPDATE users SET first_name = 'Ada' WHERE user_id = ?").run(session.user_id);
    expect((await refreshed()).name.first_name).toBe('Ada');
    db.prepare('UPDATE emails SET verified = 0 WHERE user_id = ?').run(session.user_id);
    expect((await refreshed()).emails[0].verified).toBe(false);
    db.prepare("INSERT INTO totps (totp_id, user_id, verified, created_at) VALUES ('totp-test-direct', ?, 1, 0)").run(session.user_id);
    expect((await refreshed()).totps).toEqual([{ totp_id: 'totp-test-direct', verified: true }]);
    db.prepare("DELETE FROM totps WHERE totp_id = 'totp-test-direct'").run();
    expect((await refreshed()).totps).toEqual([]);
  });

  it('extends the session when a duration is given, and only then', async () => {
    const session = await signUpByEmailOtp(api, 'extend@example.com'); // 60 minutes
    await api.advanceMinutes(10);
    const plain = await api.post('/sessions/authenticate', {}, session.session_token);
    expect(plain.json.data.session.expires_at).toBe(session.session.expires_at);
    expect(Date.parse(plain.json.data.session.last_accessed_at)).toBeGreaterThan(Date.parse(session.session.last_accessed_at));

    const extended = await api.post('/sessions/authenticate', { session_duration_minutes: 120 }, session.session_token);
    const expires = Date.parse(extended.json.data.session.expires_at);
    expect(expires - Date.parse(extended.json.data.session.last_accessed_at)).toBe(120 * 60_000);
    expect(expires).toBeGreaterThan(Date.parse(session.session.expires_at));
  });

  it('ends when the session expires', async () => {
    const session = await signUpByEmailOtp(api, 'expire@example.com'); // 60 minutes
    await api.advanceMinutes(59);
    expect((await api.post('/sessions/authenticate', {}, session.session_token)).status).toBe(200);
    await api.advanceMinutes(2);
    expectError(await api.post('/sessions/authenticate', {}, session.session_token), 401, 'session_not_found');
  });

  it('defaults to 30 minutes when a log-in names no duration', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'default@example.com' });
    const auth = await api.post('/otps/authenticate', { token: (await api.latest('default@example.com')).code, method_id: sent.json.data.method_id });
    const { started_at, expires_at } = auth.json.data.session;
    expect(Date.parse(expires_at) - Date.parse(started_at)).toBe(30 * 60_000);
  });

  it('accepts the session JWT in place of the session token', async () => {
    const session = await signUpByEmailOtp(api, 'jwt@example.com');
    const answer = await api.get('/users/me', session.session_jwt);
    expect(answer.status).toBe(200);
    expect(answer.json.data.user_id).toBe(session.user_id);
  });

  it('refuses a tampered JWT', async () => {
    const session = await signUpByEmailOtp(api, 'tamper@example.com');
    const [header, payload, signature] = session.session_jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.sub = 'user-test-someone-else';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expectError(await api.get('/users/me', forged), 401, 'session_not_found');
  });

  it('refuses a JWT that is unsigned or signed by another key under the same kid', async () => {
    const session = await signUpByEmailOtp(api, 'forger@example.com');
    const [header, payload] = session.session_jwt.split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const unsigned = `${encode({ alg: 'none', kid, typ: 'JWT' })}.${payload}.`;
    expectError(await api.get('/users/me', unsigned), 401, 'session_not_found');

    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const input = `${header}.${payload}`;
    const foreign = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    expectError(await api.get('/users/me', `${input}.${foreign}`), 401, 'session_not_found');

    // The genuine JWT still works.
    expect((await api.get('/users/me', session.session_jwt)).status).toBe(200);
  });

  it('stores only a digest of the session token', async () => {
    const session = await signUpByEmailOtp(api, 'digest@example.com');
    const rows = api.emulator.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(rows.map((row) => row.token_hash)).not.toContain(session.session_token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects durations outside 5 minutes to 366 days', async () => {
    const session = await signUpByEmailOtp(api, 'bounds@example.com');
    for (const minutes of [0, 4, 527041, 1.5, -5]) {
      expectError(await api.post('/sessions/authenticate', { session_duration_minutes: minutes }, session.session_token), 400, 'bad_request');
    }
  });
});

describe('sessions/revoke', () => {
  it('ends the session for every later call', async () => {
    const session = await signUpByEmailOtp(api, 'bye@example.com');
    const revoked = await api.post('/sessions/revoke', {}, session.session_token);
    expect(revoked.status).toBe(200);
    expect(revoked.json.data).toEqual({ request_id: expect.any(String), status_code: 200 });
    expectError(await api.post('/sessions/authenticate', {}, session.session_token), 401, 'session_not_found');
    expectError(await api.get('/users/me', session.session_jwt), 401, 'session_not_found');
    expectError(await api.post('/sessions/revoke', {}, session.session_token), 401, 'session_not_found');
  });

  it('accepts a revoke without a body', async () => {
    const session = await signUpByEmailOtp(api, 'nobody-body@example.com');
    const answer = await api.request('POST', '/sdk/v1/sessions/revoke', { auth: api.basic(session.session_token) });
    expect(answer.status).toBe(200);
  });

  it('leaves the user\'s other sessions alone', async () => {
    const first = await signUpByEmailOtp(api, 'two-devices@example.com');
    const second = await signUpByEmailOtp(api, 'two-devices@example.com');
    await api.post('/sessions/revoke', {}, first.session_token);
    expect((await api.post('/sessions/authenticate', {}, second.session_token)).status).toBe(200);
  });
});
