/**
 * Plain-HTTP helpers for the emulator's own tests: a fresh in-memory emulator on a random port, and
 * `fetch` wrappers that speak the wire doc (Basic authorization, JSON bodies, the `data` envelope).
 */
import { request as httpRequest } from 'node:http';
import { type Emulator, type EmulatorOptions, TEST_PASSWORD_COST, createEmulator } from '../src/index.ts';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON (or the raw text when the body is not JSON). */
  json: any;
}

export interface Api {
  emulator: Emulator;
  url: string;
  publicToken: string;
  /** Basic authorization for the public token alone, or with a session token. */
  basic(sessionToken?: string, publicToken?: string): string;
  request(
    method: string,
    path: string,
    init?: { body?: unknown; rawBody?: string; auth?: string | null; headers?: Record<string, string> },
  ): Promise<Answer>;
  post(path: string, body?: unknown, sessionToken?: string): Promise<Answer>;
  get(path: string, sessionToken?: string): Promise<Answer>;
  del(path: string, sessionToken?: string): Promise<Answer>;
  /** Outbox messages (newest first) for a recipient. */
  messages(to?: string): Promise<any[]>;
  latest(to: string): Promise<any>;
  advanceMinutes(minutes: number): Promise<void>;
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Api> {
  // These suites create hundreds of passwords on a shared machine: a cheap scrypt cost keeps them fast;
  // test/passwords.test.ts checks the default (OWASP's minimum) itself.
  const emulator = await createEmulator({ port: 0, inMemory: true, passwordHashCost: TEST_PASSWORD_COST, ...options });
  const publicToken = emulator.config.current.publicTokens.test;
  const basic = (sessionToken?: string, token = publicToken) =>
    `Basic ${Buffer.from(`${token}:${sessionToken ?? token}`).toString('base64')}`;

  const request: Api['request'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.auth !== null) headers.authorization = init.auth ?? basic();
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${emulator.url}${path}`, { method, headers, body });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, json };
  };

  const api: Api = {
    emulator,
    url: emulator.url,
    publicToken,
    basic,
    request,
    post: (path, body = {}, sessionToken) => request('POST', `/sdk/v1${path}`, { body, auth: basic(sessionToken) }),
    get: (path, sessionToken) => request('GET', `/sdk/v1${path}`, { auth: basic(sessionToken) }),
    del: (path, sessionToken) => request('DELETE', `/sdk/v1${path}`, { auth: basic(sessionToken) }),
    async messages(to) {
      const answer = await request('GET', `/_emulator/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`, { auth: null });
      return answer.json.messages as any[];
    },
    async latest(to) {
      const [message] = await api.messages(to);
      if (!message) throw new Error(`no message for ${to}`);
      return message;
    },
    async advanceMinutes(minutes) {
      const answer = await request('POST', '/_emulator/clock', { body: { advance_minutes: minutes }, auth: null });
      if (answer.status !== 200) throw new Error(`clock advance failed: ${JSON.stringify(answer.json)}`);
    },
    close: () => emulator.close(),
  };
  return api;
}

/**
 * A request through `node:http`, which sends the headers as given — `Host` included, which `fetch` always
 * sets itself (a DNS-rebinding page's requests carry the attacker's host name there) — and the path exactly
 * as written: `fetch` and `new URL` resolve `..`, `.` and some escapes before sending, which a hostile
 * page's hand-made request need not do.
 */
export function rawRequest(
  url: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = httpRequest({ host: hostname, port, method, path, headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown = text;
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON: keep the text.
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
        resolve({ status: res.statusCode ?? 0, headers, json });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Asserts the wire doc's error shape and returns the body. */
export function expectError(answer: Answer, status: number, errorType: string) {
  expect({ status: answer.status, error_type: answer.json?.error_type }).toEqual({ status, error_type: errorType });
  expect(answer.json).toMatchObject({
    status_code: status,
    request_id: expect.stringMatching(/^request-id-test-[0-9a-f-]{36}$/),
    error_type: errorType,
    error_message: expect.any(String),
    error_url: expect.stringContaining(`/errors/${status}#${errorType}`),
  });
  return answer.json;
}

/**
 * The PKCE verifier a test's OAuth sign-in keeps, as the client keeps one: `POST /_emulator/oauth/token` takes it
 * (and binds the token to its challenge) and `oauth/authenticate` needs it, PKCE being required for OAuth by
 * default (issue 42).
 */
export const OAUTH_VERIFIER = 'gatehouse-test-oauth-verifier-0123456789abcdefghijklmnop';

/** Signs up by email OTP and returns the session token and user id. */
/** Starts attaching an Ethereum wallet at `address` to the session's user (the challenge to sign is in the answer). */
export function startWalletAttach(api: Api, address: string, sessionToken: string): Promise<Answer> {
  return api.post(
    '/crypto_wallets/authenticate/start/secondary',
    { crypto_wallet_address: address, crypto_wallet_type: 'ethereum' },
    sessionToken,
  );
}

export async function signUpByEmailOtp(api: Api, email: string) {
  const sent = await api.post('/otps/email/login_or_create', { email });
  expect(sent.status).toBe(200);
  const { code } = await api.latest(email);
  const auth = await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 60 });
  expect(auth.status).toBe(200);
  return auth.json.data as { session_token: string; session_jwt: string; user_id: string; session: any; user: any };
}
