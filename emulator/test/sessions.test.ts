// @vitest-environment node
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { totpCode } from '../src/fixtures/totp.ts';
import { JsonTemplate } from '../src/http/reply.ts';
import { loadSigningKey, sessionClaims, signJwt } from '../src/sessions/keys.ts';
import { openDatabase } from '../src/store/db.ts';
import { SESSION_JWT_LIFETIME_SECONDS } from '../../src/wire/session.ts';
import { type SessionRow, serializeSession, tokenId } from '../src/sessions/store.ts';
import { sessionTexts } from '../src/sessions/text.ts';
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
      session: {
        session_id: session.session.session_id,
        expires_at: session.session.expires_at,
        attributes: { ip_address: expect.any(String), user_agent: expect.any(String) },
      },
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

  it('answers in compact JSON with the fields in the usual order, the user twice', async () => {
    // The reply is put together from text (sessions/routes.ts): it must read exactly as any other reply.
    const session = await signUpByEmailOtp(api, 'text@example.com');
    const response = await fetch(`${api.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: api.basic(session.session_token) },
      body: '{}',
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    const json = JSON.parse(text);
    expect(text).toBe(JSON.stringify(json));
    expect(Object.keys(json.data)).toEqual([
      'request_id',
      'status_code',
      'user_id',
      'user',
      'session',
      'session_token',
      'session_jwt',
      '__user',
    ]);
    expect(json.data).toMatchObject({
      status_code: 200,
      user_id: session.user_id,
      session_token: session.session_token,
      user: { user_id: session.user_id },
    });
    expect(json.data.__user).toEqual(json.data.user);
    expect(json.data.request_id).toMatch(/^request-id-test-/);
  });

  it("answers with each refresh's own time, and stores it at most once a second", async () => {
    let now = Date.parse('2026-11-23T10:00:00.000Z');
    const timed = await startEmulator({ now: () => now });
    try {
      const session = await signUpByEmailOtp(timed, 'often@example.com');
      const stored = () =>
        timed.emulator.db.prepare('SELECT last_accessed_at, expires_at FROM sessions').get() as {
          last_accessed_at: number;
          expires_at: number;
        };
      const refresh = async (body = {}) => (await timed.post('/sessions/authenticate', body, session.session_token)).json.data.session;
      const signedIn = stored();
      expect(signedIn.last_accessed_at).toBe(now);

      now += 400;
      expect((await refresh()).last_accessed_at).toBe('2026-11-23T10:00:00.400Z');
      expect(stored()).toEqual(signedIn);

      now += 600; // a second after the stored time
      expect((await refresh()).last_accessed_at).toBe('2026-11-23T10:00:01.000Z');
      expect(stored().last_accessed_at).toBe(now);

      // A new expiry is written at once, whenever it comes, and the time with it.
      now += 10;
      const extended = await refresh({ session_duration_minutes: 90 });
      expect(stored()).toEqual({ last_accessed_at: now, expires_at: now + 90 * 60_000 });
      expect(extended.expires_at).toBe(new Date(now + 90 * 60_000).toISOString());
    } finally {
      await timed.close();
    }
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
    const auth = await api.post('/otps/authenticate', {
      token: (await api.latest('default@example.com')).code,
      method_id: sent.json.data.method_id,
    });
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

  it('refuses a JWT captured before a step-up, as it refuses the token it was issued with (issue 26)', async () => {
    const session = await signUpByEmailOtp(api, 'captured-jwt@example.com');
    const captured = session.session_jwt;
    const enrolled = (await api.post('/totps', { expiration_minutes: 60 }, session.session_token)).json.data;
    const stepped = await api.post(
      '/totps/authenticate',
      { totp_code: totpCode(enrolled.secret, { timestamp: api.emulator.clock.now() }) },
      session.session_token,
    );
    expect(stepped.status).toBe(200);
    expectError(await api.post('/sessions/authenticate', {}, session.session_token), 401, 'session_not_found');
    // The captured JWT neither reads the account nor trades itself for the stronger session's JWT.
    expectError(await api.get('/users/me', captured), 401, 'session_not_found');
    expectError(await api.post('/sessions/authenticate', {}, captured), 401, 'session_not_found');
    // The owner's new token and JWT carry the stepped-up session.
    const { session_token, session_jwt } = stepped.json.data;
    expect((await api.get('/users/me', session_jwt)).status).toBe(200);
    const refreshed = await api.post('/sessions/authenticate', {}, session_jwt);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.session.authentication_factors).toHaveLength(2);
    expect((await api.post('/sessions/authenticate', {}, session_token)).status).toBe(200);
  });

  it('still exchanges an expired JWT of the live session for a new one (the provider does)', async () => {
    const session = await signUpByEmailOtp(api, 'expired-jwt@example.com');
    await api.advanceMinutes(10);
    const [, payload] = session.session_jwt.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString()).exp * 1000).toBeLessThan(api.emulator.clock.now());
    const refreshed = await api.post('/sessions/authenticate', {}, session.session_jwt);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.session_jwt).not.toBe(session.session_jwt);
    expect((await api.get('/users/me', refreshed.json.data.session_jwt)).status).toBe(200);
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
      expectError(
        await api.post('/sessions/authenticate', { session_duration_minutes: minutes }, session.session_token),
        400,
        'bad_request',
      );
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

  it("leaves the user's other sessions alone", async () => {
    const first = await signUpByEmailOtp(api, 'two-devices@example.com');
    const second = await signUpByEmailOtp(api, 'two-devices@example.com');
    await api.post('/sessions/revoke', {}, first.session_token);
    expect((await api.post('/sessions/authenticate', {}, second.session_token)).status).toBe(200);
  });
});

describe('session JSON text (kept between refreshes)', () => {
  const row = (changes: Partial<SessionRow> = {}): SessionRow => ({
    session_id: 'session-test-text',
    user_id: 'user-test-text',
    token_hash: 'a'.repeat(64),
    started_at: Date.parse('2026-11-23T09:00:00.000Z'),
    last_accessed_at: Date.parse('2026-11-23T09:30:00.250Z'),
    expires_at: Date.parse('2026-11-23T10:00:00.000Z'),
    revoked_at: null,
    ip_address: '127.0.0.1',
    // Text that JSON must escape, and text that looks like a template's hole.
    user_agent: 'Agent "quoted" \\ back\\slash \u2028 ünï 🙂 :last_accessed_at',
    custom_claims: '{"tier":"gold","nested":{"a":[1,2]}}',
    authentication_factors: JSON.stringify([
      {
        type: 'otp',
        delivery_method: 'email',
        last_authenticated_at: '2026-11-23T09:00:00.000Z',
        email_factor: { email_id: 'email-test-1', email_address: 'q"uote@example.com' },
      },
    ]),
    ...changes,
  });

  it('reads exactly as the session and claims serialised afresh', () => {
    const now = Date.parse('2026-11-23T09:30:00.250Z');
    for (const variant of [
      row(),
      row({ last_accessed_at: now + 1500 }),
      row({ expires_at: now + 60_000 }),
      row({ custom_claims: '{}', authentication_factors: '[]' }),
      row({ token_hash: 'b'.repeat(64) }),
    ]) {
      const texts = sessionTexts(variant, 'project-test-text', now);
      const session = serializeSession(variant);
      expect(texts.session).toBe(JSON.stringify(session));
      const seconds = Math.floor(now / 1000);
      const exp = Math.min(seconds + SESSION_JWT_LIFETIME_SECONDS, Math.floor(variant.expires_at / 1000));
      expect(texts.claims).toBe(
        JSON.stringify(sessionClaims(session, 'project-test-text', tokenId(variant), { iat: seconds, nbf: seconds, exp })),
      );
    }
  });

  it('follows every change to the session, not only the access time', () => {
    const now = Date.parse('2026-11-23T09:30:00.250Z');
    const before = JSON.parse(sessionTexts(row(), 'project-test-text', now).session);
    const after = JSON.parse(sessionTexts(row({ authentication_factors: '[]', user_agent: 'Other' }), 'project-test-text', now).session);
    expect(before.authentication_factors).toHaveLength(1);
    expect(after).toMatchObject({ authentication_factors: [], attributes: { user_agent: 'Other' } });
    expect(JSON.parse(sessionTexts(row(), 'project-other', now).claims).iss).toBe('stytch.com/project-other');
  });

  it('fills a template with text for each hole, and leaves look-alike text alone', () => {
    const template = new JsonTemplate<'a' | 'b'>((hole) => ({ x: hole('a'), y: [hole('b'), 'a', ':a'], z: hole('a') }));
    expect(template.fill({ a: '1', b: '"two"' })).toBe('{"x":1,"y":["two","a",":a"],"z":1}');
  });
});

describe('session JWT signatures', () => {
  it('shares one signature between identical claims (the same session in the same millisecond), never between different ones', async () => {
    const db = openDatabase({ inMemory: true });
    try {
      const key = await loadSigningKey(db, Date.now());
      const claims = JSON.stringify({ sub: 'user-test-jwt', iat: 1, last_accessed_at: '2026-11-23T09:30:00.250Z' });
      const [first, again] = await Promise.all([signJwt(key, claims), signJwt(key, claims)]);
      const other = await signJwt(key, claims.replace('.250Z', '.251Z'));
      expect(again).toBe(first);
      expect(other).not.toBe(first);
      for (const jwt of [first, other]) {
        const [header, payload, signature] = jwt.split('.');
        const input = Buffer.from(`${header}.${payload}`);
        expect(verify('sha256', input, { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
      }
      expect(Buffer.from(first.split('.')[1]!, 'base64url').toString()).toBe(claims);
    } finally {
      db.close();
    }
  });
});
