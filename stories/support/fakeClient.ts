/**
 * A real client over a scripted `fetch`, for stories of what reads the client itself (`UserButton`, issue 39):
 * its storage and cookies are its own (nothing is left in the page's for the next story), and it answers
 * only what such a story calls — a passcode sign-in as `user`, and the sign-out.
 */
import { createClient, type CookieJar, type GatehouseClient, type StorageLike } from '../../src/client';
import type { User } from '../../src/wire';
import { fakeResponse, fakeSignIn } from './fakeServices';

const json = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });

/** A client signed in as `user` (after a passcode, as `Login` would leave it); `null`: signed out. */
export async function fakeClient(user: User | null): Promise<GatehouseClient> {
  const values = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      if (attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    },
  };
  const signIn = fakeSignIn();
  const routes: Record<string, unknown> = {
    '/otps/authenticate': {
      ...signIn,
      // A session that has not ended yet, whenever the story runs.
      session: { ...signIn.session, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      __user: user,
    },
    '/sessions/revoke': fakeResponse,
  };
  const client = createClient('public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001', {
    testBaseUrl: 'https://api.example.invalid',
    storage,
    cookies,
    locks: null,
    channel: null,
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace(/^\/sdk\/v1/, '');
      if (path in routes) return json(routes[path]);
      // The project's bootstrap and the analytics beacon: nothing the story shows depends on them.
      return new Response('', { status: 404 });
    },
  });
  if (user) await client.otps.authenticate('123456', 'email-test-1', { session_duration_minutes: 60 });
  return client;
}
