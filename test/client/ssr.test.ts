// @vitest-environment node
/**
 * The client outside a browser: inert on a server (a module-level `createClient` in a Next.js page must
 * load), and a working headless client in Node when given storage and cookies, against the real emulator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, GatehouseError, memoryCookies, memoryStorage } from '../../src/client';
import { type Api, startEmulator } from '../../emulator/test/support';

const SSR_MESSAGE = 'The Gatehouse client is not compatible with server-side rendering.';

describe('on a server, without storage and cookies', () => {
  it('is inert: no session, no request, every call rejects with the SSR error of spec §8', async () => {
    expect(typeof window).toBe('undefined');
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createClient('public-token-test-123', { fetch });
    expect(client.session.getSync()).toBeNull();
    expect(client.session.getInfo()).toMatchObject({ session: null, signedIn: false });
    expect(client.user.getSync()).toBeNull();
    for (const call of [
      () => client.otps.email.loginOrCreate('ada@example.com'),
      () => client.session.authenticate(),
      () => client.authenticateByUrl({ session_duration_minutes: 30 }),
    ]) {
      const error = await call().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(GatehouseError);
      expect(error).toMatchObject({ name: 'SSRError', message: expect.stringContaining(SSR_MESSAGE) });
    }
    await client.flushEvents();
    expect(fetch).not.toHaveBeenCalled();
    client.destroy();
  });
});

describe('in Node with storage and cookies', () => {
  let api: Api | undefined;
  afterEach(() => api?.close());

  it('signs in by email passcode against the emulator, refreshes and signs out', async () => {
    api = await startEmulator();
    const cookies = memoryCookies();
    const client = createClient(api.publicToken, { testBaseUrl: api.url, storage: memoryStorage(), cookies });
    try {
      const sent = await client.otps.email.loginOrCreate('node@example.com');
      const { code } = (await api.latest('node@example.com')) as { code: string };
      const signedIn = await client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 30 });
      expect(client.session.getSync()?.session_id).toBe(signedIn.session.session_id);
      expect(client.user.getSync()?.emails[0]?.email).toBe('node@example.com');
      expect(cookies.get()).toContain(`stytch_session=${signedIn.session_token}`);

      const refreshed = await client.session.authenticate();
      expect(refreshed.session.session_id).toBe(signedIn.session.session_id);

      await client.session.revoke();
      expect(client.session.getSync()).toBeNull();
      expect(cookies.get()).not.toContain('stytch_session=');
    } finally {
      client.destroy();
    }
  });
});
