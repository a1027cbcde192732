/**
 * Test doubles at the client's injection points only: fetch (the transport boundary), storage, cookie jar,
 * clock. The client code under test is always the real one.
 */
import type { Clock, CookieJar, StorageLike } from '../../src/client';
import { createClient, type ClientOptions } from '../../src/client';

export class MemoryStorage implements StorageLike {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
}

/** A cookie jar with browser-like semantics for name=value and `expires` (past expiry deletes). */
export class FakeCookieJar implements CookieJar {
  values = new Map<string, string>();
  /** Every cookie string written, in order, to assert attributes. */
  writes: string[] = [];
  constructor(private now: () => number = () => Date.now()) {}
  get = () => [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  set = (cookie: string) => {
    this.writes.push(cookie);
    const [pair, ...attrs] = cookie.split(';').map((s) => s.trim());
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const expires = attrs.find((a) => a.toLowerCase().startsWith('expires='));
    if (expires && Date.parse(expires.slice(8)) <= this.now()) this.values.delete(name);
    else this.values.set(name, pair!.slice(i + 1));
  };
  /** The last write for `name`, parsed into attributes. */
  lastWrite(name: string): Record<string, string | true> | undefined {
    const cookie = [...this.writes].reverse().find((c) => c.startsWith(`${name}=`));
    if (!cookie) return undefined;
    const [pair, ...attrs] = cookie.split(';').map((s) => s.trim());
    const out: Record<string, string | true> = { value: decodeURIComponent(pair!.slice(name.length + 1)) };
    for (const attr of attrs) {
      const j = attr.indexOf('=');
      if (j < 0) out[attr] = true;
      else out[attr.slice(0, j)] = attr.slice(j + 1);
    }
    return out;
  }
}

/** A manual clock: timers run only when the test advances time. */
export class FakeClock implements Clock {
  private seq = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  constructor(public t = Date.parse('2030-01-01T00:00:00Z')) {}
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.timers.set(id, { at: this.t + Math.max(0, ms), fn });
    return id;
  };
  clearTimeout = (id: unknown) => void this.timers.delete(id as number);
  /** Pending timer delays from now, sorted. */
  pending(): number[] {
    return [...this.timers.values()].map((x) => x.at - this.t).sort((a, b) => a - b);
  }
  /** Moves time forward, firing due timers in order and letting promise chains settle after each. */
  async advance(ms: number): Promise<void> {
    const target = this.t + ms;
    await settle();
    for (;;) {
      const next = [...this.timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > target) break;
      this.timers.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
      await settle();
    }
    this.t = target;
    await settle();
  }
}

/** Lets pending promise chains (fetch → json → state) run to completion. */
export const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export interface Call {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: any;
  init: RequestInit;
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ data }), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, error_type: string, error_message = `${error_type} message`) =>
  new Response(
    JSON.stringify({
      status_code: status,
      request_id: 'request-id-test-1',
      error_type,
      error_message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${error_type}`,
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

export const BOOTSTRAP = {
  request_id: 'request-id-bootstrap',
  status_code: 200,
  project_name: 'Test project',
  disable_sdk_watermark: false,
  cname_domain: null,
  email_domains: ['example.com'],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  slug_pattern: null,
  create_organization_enabled: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  siwe_required_for_crypto_wallets: false,
};

/**
 * A scripted `fetch`: records every call and answers from `routes` keyed by `METHOD /path` (path after
 * `/sdk/v1`), or from a function route. Bootstrap and events answer by default.
 */
export function fakeFetch(routes: Record<string, Answer | Answer[]> = {}, bootstrap: Partial<typeof BOOTSTRAP> = {}) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const method = init.method ?? 'GET';
    const call = { url, path, method, headers, body, init };
    calls.push(call);
    const key = `${method} ${path}`;
    let answer = queues.get(key);
    if (Array.isArray(answer)) answer = answer.length > 1 ? answer.shift() : answer[0];
    if (answer === undefined) {
      if (path.startsWith('/projects/bootstrap/')) return ok({ ...BOOTSTRAP, ...bootstrap });
      if (path === '/events') return new Response('', { status: 200 });
      throw new Error(`fakeFetch: no route for ${key}`);
    }
    // Responses are handed out as clones so one scripted answer can serve repeated calls.
    const response = await (typeof answer === 'function' ? answer() : answer);
    return response.clone();
  };
  return { fetch: fn as unknown as typeof fetch, calls, api: () => calls.filter((c) => !/bootstrap|events/.test(c.path)) };
}

export const USER = {
  user_id: 'user-test-1',
  created_at: '2029-12-01T00:00:00Z',
  status: 'active',
  name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
  emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  providers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  biometric_registrations: [],
  password: null,
  trusted_metadata: {},
  untrusted_metadata: {},
  roles: [],
};

export const sessionFor = (expiresAt: string, id = 'session-test-1') => ({
  session_id: id,
  user_id: USER.user_id,
  started_at: '2030-01-01T00:00:00Z',
  last_accessed_at: '2030-01-01T00:00:00Z',
  expires_at: expiresAt,
  attributes: { ip_address: '', user_agent: '' },
  custom_claims: {},
  roles: [],
  authentication_factors: [],
});

/** An authenticate-style payload (wire doc), with the full user in `__user`. */
export const authData = (overrides: Record<string, unknown> = {}) => ({
  request_id: 'request-id-auth',
  status_code: 200,
  user_id: USER.user_id,
  user: { user_id: USER.user_id },
  __user: USER,
  session: sessionFor('2030-01-01T00:30:00Z'),
  session_token: 'session-token-1',
  session_jwt: 'session-jwt-1',
  ...overrides,
});

export const TOKEN = 'public-token-test-3f1c2d4e-0000-4000-8000-000000000000';

/** A client wired to fakes; cross-tab features off unless a test passes them. */
export function setup(
  routes: Parameters<typeof fakeFetch>[0] = {},
  options: ClientOptions & { bootstrap?: Partial<typeof BOOTSTRAP> } = {},
) {
  const net = fakeFetch(routes, options.bootstrap);
  const clock = (options.clock as FakeClock) ?? new FakeClock();
  const storage = (options.storage as MemoryStorage) ?? new MemoryStorage();
  const cookies = (options.cookies as FakeCookieJar) ?? new FakeCookieJar(clock.now);
  const client = createClient(TOKEN, {
    testBaseUrl: 'https://api.test.example',
    fetch: net.fetch,
    clock,
    storage,
    cookies,
    random: () => 0.5,
    locks: null,
    channel: null,
    ...options,
  });
  return { client, net, clock, storage, cookies };
}
