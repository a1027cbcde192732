// @vitest-environment node
/**
 * `gatehouse-auth/server` against the emulator: real sessions signed in by the client, their JWTs checked
 * through the emulator's published keys (wire doc: `/v1/sessions/jwks/{project_id}`).
 */
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { totpCode } from '../../emulator/src/fixtures/totp.ts';
import { type Api, signUpByEmailOtp, startEmulator } from '../../emulator/test/support.ts';
import { SessionVerificationError, createSessionVerifier, hasFactors } from '../../src/server/index.ts';

// Node, not a DOM environment: the server entry must run with only `fetch` and WebCrypto.
let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

/** A real session: an email passcode from the emulator's outbox. */
const signIn = (email = 'server@example.com') => signUpByEmailOtp(api, email);

/** A verifier on the emulator's clock, counting its key fetches (the real `fetch`, counted). */
function verifierFor(projectId = api.emulator.config.current.projectId) {
  const fetches: string[] = [];
  const verifier = createSessionVerifier({
    projectId,
    baseUrl: api.emulator.url,
    now: () => api.emulator.clock.now(),
    // No pause between key fetches, so the unknown-key test needs no wait (the default is 30 s).
    keysCooldownSeconds: 0,
    fetch: (input, init) => {
      fetches.push(String(input));
      return fetch(input, init);
    },
  });
  return { verifier, fetches };
}

async function refusal(promise: Promise<unknown>): Promise<SessionVerificationError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionVerificationError);
  return error as SessionVerificationError;
}

describe('verify', () => {
  it("returns a real session's claims, fetching the keys once for many checks", async () => {
    const auth = await signIn();
    const { verifier, fetches } = verifierFor();
    const claims = await verifier.verify(auth.session_jwt);
    expect(claims).toMatchObject({
      sessionId: auth.session.session_id,
      userId: auth.user_id,
      roles: ['stytch_user'],
      customClaims: {},
      authenticationFactors: [{ type: 'otp', delivery_method: 'email' }],
    });
    expect(claims.expiresAt.toISOString()).toBe(new Date(auth.session.expires_at).toISOString());
    expect(claims.jwtExpiresAt.getTime() - api.emulator.clock.now()).toBeLessThanOrEqual(300_000);

    const second = await signIn('second@example.com');
    for (const jwt of [auth.session_jwt, second.session_jwt, auth.session_jwt]) await verifier.verify(jwt);
    expect(fetches).toEqual([`${api.emulator.url}/v1/sessions/jwks/${api.emulator.config.current.projectId}`]);
  });

  it('refuses a JWT whose payload was changed', async () => {
    const auth = await signIn();
    const [header, payload, signature] = auth.session_jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string };
    claims.sub = 'user-test-someone-else';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await refusal(verifierFor().verifier.verify(forged))).code).toBe('invalid_signature');
  });

  it('refuses a JWT past its five minutes on the emulator clock, and one not valid yet', async () => {
    const auth = await signIn();
    const { verifier } = verifierFor();
    await api.advanceMinutes(6);
    expect((await refusal(verifier.verify(auth.session_jwt))).code).toBe('expired');

    // A verifier whose clock is behind the API's by more than the tolerance.
    const fresh = await signIn('later@example.com');
    const behind = createSessionVerifier({
      projectId: api.emulator.config.current.projectId,
      baseUrl: api.emulator.url,
      now: () => api.emulator.clock.now() - 60_000,
    });
    expect((await refusal(behind.verify(fresh.session_jwt))).code).toBe('not_yet_valid');
  });

  it("refuses another project's JWT", async () => {
    const auth = await signIn();
    // The same emulator (same keys) now serving another project: the old JWT names the first one.
    const patched = await api.request('PATCH', '/_emulator/config', {
      body: { projectId: 'project-test-00000000-0000-4000-8000-000000000001' },
      auth: null,
    });
    expect(patched.status).toBe(200);
    const { verifier } = verifierFor('project-test-00000000-0000-4000-8000-000000000001');
    expect((await refusal(verifier.verify(auth.session_jwt))).code).toBe('wrong_audience');
  });

  it('refuses a JWT signed by an unknown key, after fetching the keys again', async () => {
    const auth = await signIn();
    const { verifier, fetches } = verifierFor();
    await verifier.verify(auth.session_jwt);
    expect(fetches).toHaveLength(1);
    const { privateKey } = await generateKeyPair('ES256');
    const payload = JSON.parse(Buffer.from(auth.session_jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    // The real claims, re-signed by a key of the attacker's, under a key id the API never published.
    const foreign = await new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: 'attacker-key' }).sign(privateKey);
    expect((await refusal(verifier.verify(foreign))).code).toBe('unknown_key');
    // A key rotated in would have been found by that second fetch; the known key still works from the cache.
    expect(fetches).toHaveLength(2);
    await verifier.verify(auth.session_jwt);
    expect(fetches).toHaveLength(2);
  });

  it('says the keys are unavailable when the API cannot be reached, and names the URL', async () => {
    const verifier = createSessionVerifier({ projectId: 'project-test-nowhere', baseUrl: 'http://127.0.0.1:9' });
    const error = await refusal(verifier.verify('a.b.c'));
    expect(error.code).toBe('malformed');
    const auth = await signIn();
    const unreachable = await refusal(verifier.verify(auth.session_jwt));
    expect(unreachable).toMatchObject({
      code: 'keys_unavailable',
      message: expect.stringContaining('http://127.0.0.1:9/v1/sessions/jwks/'),
    });
  });
});

describe('the key endpoint failing (issue 42 item 8)', () => {
  it('says keys_unavailable, not malformed, when the key endpoint answers 503 or 404', async () => {
    const auth = await signIn();
    await api.request('POST', '/_emulator/faults', { body: { path: '/v1/sessions/jwks/*', status: 503, count: 2 }, auth: null });
    const { verifier } = verifierFor();
    expect((await refusal(verifier.verify(auth.session_jwt))).code).toBe('keys_unavailable');
    // getSession throws it too: an outage is not a signed-out visitor.
    expect((await refusal(verifier.getSession(`stytch_session_jwt=${auth.session_jwt}`))).code).toBe('keys_unavailable');
    const notFound = createSessionVerifier({ projectId: api.emulator.config.current.projectId, baseUrl: `${api.emulator.url}/nowhere` });
    expect((await refusal(notFound.verify(auth.session_jwt))).code).toBe('keys_unavailable');
  });
});

describe('getSession', () => {
  it('reads the first of two session cookies, as the browser orders them and its client reads them (issue 42 item 8)', async () => {
    const first = await signIn('first@example.com');
    const second = await signIn('second@example.com');
    const { verifier } = verifierFor();
    const header = `stytch_session_jwt=${first.session_jwt}; theme=dark; stytch_session_jwt=${second.session_jwt}`;
    for (const source of [
      header,
      new Headers({ cookie: header }),
      new Request('http://localhost/account', { headers: { cookie: header } }),
    ]) {
      expect((await verifier.getSession(source))?.userId).toBe(first.user_id);
      expect(verifier.sessionJwt(source)).toBe(first.session_jwt);
    }
  });

  it('reads the session cookie from a Request, Headers, a cookie store and a header string', async () => {
    const auth = await signIn();
    const { verifier } = verifierFor();
    const header = `theme=dark; stytch_session_jwt=${auth.session_jwt}; other=1`;
    const store = { get: (name: string) => (name === 'stytch_session_jwt' ? { name, value: auth.session_jwt } : undefined) };
    for (const source of [
      new Request('http://localhost/account', { headers: { cookie: header } }),
      new Headers({ cookie: header }),
      store,
      header,
    ]) {
      expect((await verifier.getSession(source))?.userId).toBe(auth.user_id);
    }
  });

  it('hands over the session JWT a request carries, for a check with the API', async () => {
    const auth = await signIn();
    const { verifier } = verifierFor();
    expect(verifier.sessionJwt(new Headers({ cookie: `a=1; stytch_session_jwt=${auth.session_jwt}` }))).toBe(auth.session_jwt);
    expect(verifier.sessionJwt('stytch_session=opaque')).toBeNull();
    expect(verifier.sessionJwt(null)).toBeNull();
  });

  it('answers null for no cookie, an expired or a tampered JWT', async () => {
    const auth = await signIn();
    const { verifier } = verifierFor();
    expect(await verifier.getSession(new Headers())).toBeNull();
    expect(await verifier.getSession(null)).toBeNull();
    expect(await verifier.getSession(`stytch_session_jwt=${auth.session_jwt.slice(0, -4)}AAAA`)).toBeNull();
    await api.advanceMinutes(6);
    expect(await verifier.getSession(`stytch_session_jwt=${auth.session_jwt}`)).toBeNull();
  });
});

describe('hasFactors', () => {
  it('tells a password-only session from one that also passed TOTP, with alternatives', () => {
    const factor = (type: string) => ({ type, delivery_method: 'knowledge', last_authenticated_at: '2026-11-26T00:00:00Z' });
    const passwordOnly = { authenticationFactors: [factor('password')] };
    const both = { authenticationFactors: [factor('password'), factor('recovery_code')] };
    expect(hasFactors(passwordOnly, ['password'])).toBe(true);
    expect(hasFactors(passwordOnly, ['password', 'totp'])).toBe(false);
    expect(hasFactors(both, ['password', ['totp', 'recovery_code']])).toBe(true);
  });

  it('with maxAgeSeconds, counts only factors proved that recently, for a step-up before a sensitive action (issue 42 item 1)', () => {
    const at = (type: string, iso: string) => ({ type, delivery_method: 'knowledge', last_authenticated_at: iso });
    const claims = {
      authenticationFactors: [at('password', '2026-11-26T00:09:00Z'), at('totp', '2026-11-26T00:00:00Z'), at('oauth', 'not a time')],
    };
    const now = Date.parse('2026-11-26T00:10:00Z');
    expect(hasFactors(claims, ['totp'], { maxAgeSeconds: 600, now })).toBe(true);
    expect(hasFactors(claims, ['totp'], { maxAgeSeconds: 599, now })).toBe(false);
    expect(hasFactors(claims, ['password', ['totp', 'recovery_code']], { maxAgeSeconds: 300, now })).toBe(false);
    expect(hasFactors(claims, ['password'], { maxAgeSeconds: 300, now })).toBe(true);
    // A factor whose time cannot be read never passes an age limit, and passes without one.
    expect(hasFactors(claims, ['oauth'], { maxAgeSeconds: 1e9, now })).toBe(false);
    expect(hasFactors(claims, ['oauth'])).toBe(true);
  });
});

describe('a sign-in that must pass TOTP (issue 26: the server refuses the half-done session)', () => {
  it("fails hasFactors(['totp']) after the first factor alone, and passes once the app's code is in", async () => {
    const { verifier } = verifierFor();
    const appCode = async (secret: string, stepsAhead = 0) => {
      const now = (await api.request('GET', '/_emulator/clock', { auth: null })).json.now_ms as number;
      return totpCode(secret, { timestamp: now + stepsAhead * 30_000 });
    };
    // The user enrols an authenticator app.
    const enrolled = await signIn('mfa@example.com');
    const { secret } = (await api.post('/totps', { expiration_minutes: 60 }, enrolled.session_token)).json.data as { secret: string };
    expect(
      (await api.post('/totps/authenticate', { totp_code: await appCode(secret), session_duration_minutes: 30 }, enrolled.session_token))
        .status,
    ).toBe(200);

    // A later sign-in with the first factor only: a real session, not a completed MFA sign-in.
    const firstFactor = await signIn('mfa@example.com');
    const halfDone = await verifier.verify(firstFactor.session_jwt);
    expect(hasFactors(halfDone, ['totp'])).toBe(false);

    const stepped = await api.post(
      '/totps/authenticate',
      { totp_code: await appCode(secret, 1), session_duration_minutes: 30 },
      firstFactor.session_token,
    );
    expect(stepped.status).toBe(200);
    const complete = await verifier.verify(stepped.json.data.session_jwt as string);
    expect(hasFactors(complete, ['otp', 'totp'])).toBe(true);
  });
});

describe('custom claims', () => {
  it('returns every claim besides the registered ones and the session, and the roles from inside the session', async () => {
    // A project key of the test's own, served as the key set at the transport boundary.
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    const projectId = 'project-test-custom';
    const verifier = createSessionVerifier({
      projectId,
      baseUrl: 'https://api.invalid',
      fetch: async () => Response.json({ keys: [jwk] }),
    });
    const jwt = await new SignJWT({
      'https://stytch.com/session': {
        id: 'session-test-1',
        started_at: '2026-11-26T00:00:00Z',
        last_accessed_at: '2026-11-26T00:00:00Z',
        expires_at: '2026-11-26T01:00:00Z',
        authentication_factors: [],
        roles: ['stytch_user'],
      },
      plan: 'pro',
      org: { id: 7 },
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(`stytch.com/${projectId}`)
      .setAudience([projectId])
      .setSubject('user-test-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await verifier.verify(jwt)).customClaims).toEqual({ plan: 'pro', org: { id: 7 } });
  });
});
