import { describe, expect, it } from 'vitest';
import { type ChannelLike, type LockManagerLike, UsageError } from '../../src/client';
import { backoffDelay } from '../../src/client/session/refresher';
import { Cookies } from '../../src/client/cookies';
import {
  apiError,
  authData,
  FakeClock,
  FakeCookieJar,
  fakeFetch,
  MemoryStorage,
  ok,
  sessionFor,
  settle,
  setup,
  TOKEN,
  USER,
} from './fakes';

const KEY = `stytch_sdk_state_${TOKEN}`;
const signIn = { email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 30 };

/** A stored signed-in state plus its session cookie, as a previous page load would have left it. */
function seeded(expiresAt = '2030-01-01T00:30:00Z') {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  const cookies = new FakeCookieJar(clock.now);
  storage.setItem(KEY, JSON.stringify({ session: sessionFor(expiresAt), user: USER }));
  cookies.set('stytch_session=session-token-1');
  cookies.set('stytch_session_jwt=session-jwt-1');
  return { clock, storage, cookies };
}

describe('session state and storage (spec §4)', () => {
  it('a successful authentication stores session and user, writes both token cookies and clears the intermediate token', async () => {
    const clock = new FakeClock();
    const cookies = new FakeCookieJar(clock.now);
    cookies.set('stytch_intermediate_session_token=ist-1');
    const { client, storage } = setup({ 'POST /passwords/authenticate': ok(authData()) }, { clock, cookies });
    const seen: unknown[] = [];
    client.session.onChange((s) => seen.push(s?.session_id ?? null));

    const response = await client.passwords.authenticate(signIn);

    expect(response).not.toHaveProperty('__user');
    expect(response.session_token).toBe('session-token-1');
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    // The cached user is the full `__user`, not the short `user`.
    expect(client.user.getSync()).toEqual(USER);
    expect(client.session.getTokens()).toEqual({ session_token: 'session-token-1', session_jwt: 'session-jwt-1' });
    expect(cookies.values.has('stytch_intermediate_session_token')).toBe(false);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ session: authData().session, user: USER });
    expect(seen).toEqual(['session-test-1']);
  });

  it('cookies: SameSite=Lax, expiry = session expiry, no Secure on localhost, path and domain only when configured', async () => {
    const plain = setup({ 'POST /passwords/authenticate': ok(authData()) });
    await plain.client.passwords.authenticate(signIn);
    expect(window.location.hostname).toBe('localhost');
    expect(plain.cookies.lastWrite('stytch_session')).toEqual({
      value: 'session-token-1',
      expires: new Date('2030-01-01T00:30:00Z').toUTCString(),
      SameSite: 'Lax',
    });
    expect(plain.cookies.lastWrite('stytch_session_jwt')).toMatchObject({ value: 'session-jwt-1', SameSite: 'Lax' });

    const named = setup(
      { 'POST /passwords/authenticate': ok(authData()) },
      { cookieOptions: { opaqueTokenCookieName: 'my_session', jwtCookieName: 'my_jwt', path: '/app' } },
    );
    await named.client.passwords.authenticate(signIn);
    expect(named.cookies.lastWrite('my_session')).toMatchObject({ value: 'session-token-1', path: '/app' });
    expect(named.cookies.lastWrite('my_jwt')).toMatchObject({ value: 'session-jwt-1', path: '/app' });
    expect(named.cookies.values.has('stytch_session')).toBe(false);
  });

  it('refuses cookie options that would inject attributes, with an error naming each one', () => {
    expect(() => setup({}, { cookieOptions: { path: '/; domain=evil.example' } })).toThrow(
      "Invalid call to createClient\ncookieOptions.path must be a path starting with '/', without ';' or control characters.",
    );
    let error: unknown;
    try {
      setup({}, { cookieOptions: { domain: 'example.com; SameSite=None', opaqueTokenCookieName: 'a=b', path: 'relative' } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message.split('\n')).toEqual([
      'Invalid call to createClient',
      "cookieOptions.opaqueTokenCookieName must be a cookie name: letters, digits and !#$%&'*+-.^_`|~ only.",
      "cookieOptions.path must be a path starting with '/', without ';' or control characters.",
      'cookieOptions.domain must be a host name such as example.com or .example.com (no port, no ;).',
    ]);
    // Ordinary values pass.
    expect(() =>
      setup({}, { cookieOptions: { path: '/app', domain: '.example.com', jwtCookieName: 'my_jwt', availableToSubdomains: true } }),
    ).not.toThrow();
  });

  it('Secure everywhere except localhost, 127.x.x.x and [::1]; domain written when configured or shared with subdomains', () => {
    const expires = new Date('2030-01-01T00:30:00Z');
    const write = (hostname: string, options = {}) => {
      const jar = new FakeCookieJar(() => 0);
      new Cookies(jar, hostname, options).set('stytch_session', 'tok', expires);
      return jar.lastWrite('stytch_session')!;
    };
    expect(write('localhost').Secure).toBeUndefined();
    expect(write('127.0.0.1').Secure).toBeUndefined();
    expect(write('127.12.0.9').Secure).toBeUndefined();
    expect(write('[::1]').Secure).toBeUndefined();
    expect(write('app.example.com')).toEqual({ value: 'tok', expires: expires.toUTCString(), SameSite: 'Lax', Secure: true });
    expect(write('127.example.com').Secure).toBe(true);
    expect(write('app.example.com', { domain: 'example.com' }).domain).toBe('example.com');
    expect(write('app.example.com', { availableToSubdomains: true }).domain).toBe('app.example.com');
    expect(write('localhost', { availableToSubdomains: true }).domain).toBeUndefined();
  });

  it('empty session tokens (HttpOnly/opaque setup) keep the state but drop the client cookies', async () => {
    const { client, cookies } = setup({
      'POST /passwords/authenticate': [ok(authData()), ok(authData({ session_token: '', session_jwt: '' }))],
    });
    await client.passwords.authenticate(signIn);
    expect(cookies.values.has('stytch_session')).toBe(true);
    await client.passwords.authenticate(signIn);
    expect(client.session.getSync()).not.toBeNull();
    expect(cookies.values.has('stytch_session')).toBe(false);
    expect(cookies.values.has('stytch_session_jwt')).toBe(false);
  });

  it('a sign-in answered with only an intermediate token: kept in its cookie for 10 minutes, session gone; a full sign-in clears it; an answer with neither clears both', async () => {
    const pending = { session: null, session_token: '', session_jwt: '', intermediate_session_token: 'ist-token-1' };
    const neither = { session: null, session_token: '', session_jwt: '' };
    const { client, cookies, clock, storage } = setup({
      'POST /passwords/authenticate': [ok(authData()), ok(authData(pending)), ok(authData()), ok(authData(neither))],
    });
    await client.passwords.authenticate(signIn);
    expect(cookies.values.has('stytch_session')).toBe(true);

    // Spec §4: "With only an intermediate token, it is stored and the session cookie is removed."
    await client.passwords.authenticate(signIn);
    expect(client.session.getSync()).toBeNull();
    expect(cookies.lastWrite('stytch_intermediate_session_token')).toMatchObject({
      value: 'ist-token-1',
      expires: new Date(clock.now() + 10 * 60_000).toUTCString(),
      SameSite: 'Lax',
    });
    expect(cookies.values.has('stytch_session')).toBe(false);
    expect(cookies.values.has('stytch_session_jwt')).toBe(false);
    expect(storage.getItem(KEY)).toBe('null');

    // "With a full state, tokens are written and any intermediate token is removed."
    await client.passwords.authenticate(signIn);
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    expect(cookies.values.has('stytch_intermediate_session_token')).toBe(false);

    // "With neither, both are cleared."
    await client.passwords.authenticate(signIn);
    expect(client.session.getSync()).toBeNull();
    expect([...cookies.values.keys()].filter((name) => name.startsWith('stytch_'))).toEqual([]);
  });

  it('revoke clears state, cookies and storage', async () => {
    const { client, cookies, storage } = setup({
      'POST /passwords/authenticate': ok(authData()),
      'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }),
    });
    await client.passwords.authenticate(signIn);
    await client.session.revoke();
    expect(client.session.getSync()).toBeNull();
    expect(client.user.getSync()).toBeNull();
    expect(cookies.values.size).toBe(0);
    expect(storage.getItem(KEY)).toBe('null');
  });

  it('a revoke that cannot reach the server keeps the session, unless forceClear is set', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client } = setup({ 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/revoke': offline });
    await client.passwords.authenticate(signIn);
    await expect(client.session.revoke()).rejects.toThrow('Unable to contact our servers.');
    expect(client.session.getSync()).not.toBeNull();
    await expect(client.session.revoke({ forceClear: true })).rejects.toThrow();
    expect(client.session.getSync()).toBeNull();
  });

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    'any call answering %s signs the user out',
    async (errorType) => {
      const { client, cookies } = setup({ 'POST /passwords/authenticate': ok(authData()), 'GET /users/me': apiError(401, errorType) });
      await client.passwords.authenticate(signIn);
      await expect(client.user.get()).rejects.toMatchObject({ error_type: errorType });
      expect(client.session.getSync()).toBeNull();
      expect(cookies.values.has('stytch_session')).toBe(false);
    },
  );

  it('other API errors leave the session alone', async () => {
    const { client } = setup({ 'POST /passwords/authenticate': ok(authData()), 'GET /users/me': apiError(429, 'too_many_requests') });
    await client.passwords.authenticate(signIn);
    await expect(client.user.get()).rejects.toMatchObject({ error_type: 'too_many_requests' });
    expect(client.session.getSync()).not.toBeNull();
  });

  it('a session-ending answer to a request made with an older token does not sign out the newer session', async () => {
    let release!: (r: Response) => void;
    const { client, cookies } = setup({
      'POST /passwords/authenticate': ok(authData()),
      'GET /users/me': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await client.passwords.authenticate(signIn);
    const pending = client.user.get().catch((e) => e);
    await settle();
    cookies.set('stytch_session=session-token-2'); // another tab signed in again meanwhile
    release(apiError(404, 'session_not_found'));
    expect((await pending).error_type).toBe('session_not_found');
    expect(client.session.getSync()).not.toBeNull();
  });

  it('the stored state is restored from a previous page load, marked as from cache until the server confirms it', async () => {
    const { clock, storage, cookies } = seeded();
    let answer!: (r: Response) => void;
    const { client, net } = setup(
      { 'POST /sessions/authenticate': () => new Promise<Response>((resolve) => (answer = resolve)) },
      { clock, storage, cookies },
    );
    expect(client.session.getInfo()).toMatchObject({ session: { session_id: 'session-test-1' }, fromCache: true });
    await settle();
    expect(net.api().map((c) => c.path)).toEqual(['/sessions/authenticate']);
    answer(ok(authData({ session: sessionFor('2030-01-01T01:00:00Z') })));
    await settle();
    expect(client.session.getInfo()).toMatchObject({ session: { expires_at: '2030-01-01T01:00:00Z' }, fromCache: false });
  });

  it('start-up without a session token and without a custom endpoint destroys the stored session, with no request', async () => {
    const { clock, storage, cookies } = seeded();
    cookies.values.clear();
    const { client, net } = setup({}, { clock, storage, cookies });
    await settle();
    expect(client.session.getSync()).toBeNull();
    expect(storage.getItem(KEY)).toBe('null');
    expect(net.api()).toEqual([]);
  });

  it('start-up with a custom endpoint refreshes even without a readable token (HttpOnly cookies)', async () => {
    const { clock, storage, cookies } = seeded();
    cookies.values.clear();
    const { client, net } = setup(
      { 'POST /sessions/authenticate': ok(authData({ session_token: '', session_jwt: '' })) },
      { clock, storage, cookies, customBaseUrl: 'https://auth.host.example' },
    );
    await settle();
    expect(net.api().map((c) => c.url)).toEqual(['https://auth.host.example/sdk/v1/sessions/authenticate']);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('an expired stored session is dropped at start-up', async () => {
    const { clock, storage, cookies } = seeded('2029-12-31T23:00:00Z');
    const { client } = setup({ 'POST /sessions/authenticate': apiError(404, 'session_not_found') }, { clock, storage, cookies });
    expect(client.session.getSync()).toBeNull();
    await settle();
  });

  it('tokens adopted before any session (updateSession) are kept as browser-session cookies until authenticate', async () => {
    const { client, cookies, net } = setup({ 'POST /sessions/authenticate': ok(authData()) });
    client.session.updateSession({ session_token: 'backend-token', session_jwt: 'backend-jwt' });
    expect(cookies.lastWrite('stytch_session')).toEqual({ value: 'backend-token', SameSite: 'Lax' });
    await client.session.authenticate();
    expect(net.api()[0]!.headers.Authorization).toBe(`Basic ${btoa(`${TOKEN}:backend-token`)}`);
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    expect(cookies.lastWrite('stytch_session')?.expires).toBe(new Date('2030-01-01T00:30:00Z').toUTCString());
  });

  it('works for the life of the page when localStorage is blocked', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const { createClient } = await import('../../src/client');
      const net = fakeFetch({ 'POST /passwords/authenticate': ok(authData()) });
      const client = createClient(TOKEN, {
        testBaseUrl: 'https://api.test.example',
        fetch: net.fetch,
        cookies: new FakeCookieJar(),
        locks: null,
        channel: null,
      });
      await client.passwords.authenticate(signIn);
      expect(client.session.getSync()?.session_id).toBe('session-test-1');
      client.destroy();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('unreadable stored state is overwritten instead of breaking the client', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '{not json');
    const { client } = setup({}, { storage });
    expect(client.session.getSync()).toBeNull();
    expect(storage.getItem(KEY)).toBe('null');
  });
});

describe('background refresh (spec §4)', () => {
  it('backoff: 2000 ms doubling, exponent capped at 7, jitter within ±175 ms', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 12].map((n) => backoffDelay(n, mid))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(2000 - 175);
    expect(backoffDelay(0, () => 0.999999)).toBe(2000 + 175);
  });

  it('refreshes every 180000 ms while signed in, retries with backoff, and signs out on an unrecoverable error', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, net } = setup(
      {
        'POST /passwords/authenticate': ok(authData()),
        'POST /sessions/authenticate': [
          ok(authData()), // first interval
          offline, // second interval fails…
          apiError(503, 'internal_server_error'),
          offline,
          ok(authData()), // …and recovers on the third retry
          apiError(404, 'session_not_found'), // next interval: unrecoverable
        ],
      },
      { clock },
    );
    const at = () =>
      net
        .api()
        .filter((c) => c.path === '/sessions/authenticate')
        .map((c) => Number(new Date(JSON.parse(atob(c.headers['X-SDK-Client']!)).client_sent_at)) - start);

    await client.passwords.authenticate(signIn);
    expect(clock.pending()).toEqual([180_000]);

    await clock.advance(180_000);
    expect(at()).toEqual([180_000]);

    await clock.advance(180_000 + 2000 + 4000 + 8000);
    expect(at()).toEqual([180_000, 360_000, 362_000, 366_000, 374_000]);
    expect(client.session.getSync()).not.toBeNull();

    await clock.advance(180_000);
    expect(at()).toEqual([180_000, 360_000, 362_000, 366_000, 374_000, 554_000]);
    expect(client.session.getSync()).toBeNull();
    expect(clock.pending()).toEqual([]);
  });

  it('keeps backing off at the 256 s cap while the API stays down', async () => {
    const clock = new FakeClock();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, net } = setup({ 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/authenticate': offline }, { clock });
    await client.passwords.authenticate(signIn);
    await clock.advance(180_000);
    const gaps = [2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000];
    for (const gap of gaps) await clock.advance(gap);
    const times = net
      .api()
      .filter((c) => c.path === '/sessions/authenticate')
      .map((c) => c.headers['X-SDK-Client']);
    expect(times).toHaveLength(1 + gaps.length);
    expect(clock.pending()).toEqual([256_000]);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('stops refreshing after sign-out', async () => {
    const clock = new FakeClock();
    const { client, net } = setup(
      { 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }) },
      { clock },
    );
    await client.passwords.authenticate(signIn);
    await client.session.revoke();
    await clock.advance(600_000);
    expect(net.api().map((c) => c.path)).toEqual(['/passwords/authenticate', '/sessions/revoke']);
  });

  it('honours a custom refresh interval', async () => {
    const clock = new FakeClock();
    const { client } = setup({ 'POST /passwords/authenticate': ok(authData()) }, { clock, refreshIntervalMs: 60_000 });
    await client.passwords.authenticate(signIn);
    expect(clock.pending()).toEqual([60_000]);
  });
});

/** An in-memory BroadcastChannel: messages reach every other channel of the same name. */
function channelHub() {
  const open = new Set<{ name: string; ch: ChannelLike }>();
  return (name: string): ChannelLike => {
    const ch: ChannelLike = {
      onmessage: null,
      postMessage(message) {
        const data = structuredClone(message);
        for (const other of open) {
          if (other.ch !== ch && other.name === name) queueMicrotask(() => other.ch.onmessage?.({ data }));
        }
      },
      close: () => void open.forEach((o) => o.ch === ch && open.delete(o)),
    };
    open.add({ name, ch });
    return ch;
  };
}

/** Web Locks with exclusive, queued, per-name locks. */
function lockManager(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

describe('several tabs (spec §4 "synced … across browser tabs")', () => {
  function twoTabs(routes: Parameters<typeof setup>[0]) {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const cookies = new FakeCookieJar(clock.now);
    const channel = channelHub();
    const locks = lockManager();
    const a = setup(routes, { clock, storage, cookies, channel, locks });
    const b = setup(routes, { clock, storage, cookies, channel, locks });
    return { a, b, clock };
  }

  it('a sign-in in one tab appears in the other, and a sign-out propagates', async () => {
    const { a, b } = twoTabs({
      'POST /passwords/authenticate': ok(authData()),
      'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }),
    });
    const seenInB: (string | null)[] = [];
    b.client.session.onChange((s) => seenInB.push(s?.session_id ?? null));

    await a.client.passwords.authenticate(signIn);
    await settle();
    expect(b.client.session.getSync()?.session_id).toBe('session-test-1');
    expect(b.client.user.getSync()).toEqual(USER);

    await a.client.session.revoke();
    await settle();
    expect(b.client.session.getSync()).toBeNull();
    expect(seenInB).toEqual(['session-test-1', null]);
  });

  it('two open tabs send one refresh per interval between them', async () => {
    const { a, b, clock } = twoTabs({ 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/authenticate': ok(authData()) });
    await a.client.passwords.authenticate(signIn);
    await settle();
    await clock.advance(180_000 * 3 + 1000);
    const refreshes = [...a.net.api(), ...b.net.api()].filter((c) => c.path === '/sessions/authenticate');
    expect(refreshes).toHaveLength(3);
  });

  it('when the refreshing tab closes, another open tab takes over the schedule', async () => {
    const { a, b, clock } = twoTabs({ 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/authenticate': ok(authData()) });
    await a.client.passwords.authenticate(signIn);
    await settle();
    await clock.advance(180_000);
    const count = () => [...a.net.api(), ...b.net.api()].filter((c) => c.path === '/sessions/authenticate').length;
    expect(count()).toBe(1);
    a.client.destroy();
    await clock.advance(180_000 * 2 + 1000);
    expect(b.net.api().filter((c) => c.path === '/sessions/authenticate')).toHaveLength(2);
    expect(count()).toBe(3);
  });

  it('without BroadcastChannel, the storage event of the shared localStorage carries the state', async () => {
    localStorage.clear();
    const { client } = setup({}, { storage: localStorage, channel: null });
    const seen: (string | null)[] = [];
    client.session.onChange((s) => seen.push(s?.session_id ?? null));
    const key = `stytch_sdk_state_${TOKEN}`;
    const signedIn = JSON.stringify({ session: sessionFor('2030-01-01T00:30:00Z'), user: USER });
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: signedIn, storageArea: localStorage }));
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'null', storageArea: localStorage }));
    expect(client.session.getSync()).not.toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'null', storageArea: localStorage }));
    expect(client.session.getSync()).toBeNull();
    expect(seen).toEqual(['session-test-1', null]);
    client.destroy();
    localStorage.clear();
  });

  it('without Web Locks the shared refresh stamp still keeps tabs from refreshing twice', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const cookies = new FakeCookieJar(clock.now);
    const channel = channelHub();
    const routes = { 'POST /passwords/authenticate': ok(authData()), 'POST /sessions/authenticate': ok(authData()) };
    const a = setup(routes, { clock, storage, cookies, channel, locks: null });
    const b = setup(routes, { clock, storage, cookies, channel, locks: null });
    await a.client.passwords.authenticate(signIn);
    await settle();
    await clock.advance(180_000 * 2 + 1000);
    const refreshes = [...a.net.api(), ...b.net.api()].filter((c) => c.path === '/sessions/authenticate');
    expect(refreshes).toHaveLength(2);
  });
});
