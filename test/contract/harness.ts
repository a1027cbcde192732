/**
 * Contract-test harness: the project's own browser client (`gatehouse-auth/client`, src/client) running in
 * happy-dom, talking to a freshly started emulator over real HTTP. Each client gets its own in-memory
 * storage and cookie jar so tests cannot leak sessions into each other; codes and links are read from
 * `/_emulator/messages` like a person would read their inbox.
 */
import { request as httpRequest } from 'node:http';
import { createClient } from '../../src/client/index.ts';
import type { CookieJar, StorageLike } from '../../src/client/index.ts';
import { type Emulator, type EmulatorOptions, TEST_PASSWORD_COST, createEmulator } from '../../emulator/src/index.ts';

export class MemoryStorage implements StorageLike {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  keys() {
    return [...this.#items.keys()];
  }
}

/** `document.cookie` semantics, enough for the client's own cookies (set, overwrite, expire). */
export class MemoryCookieJar implements CookieJar {
  #cookies = new Map<string, string>();
  get() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set(cookie: string) {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
    const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
    const expired = (expires && Date.parse(expires.slice(8)) <= Date.now()) || (maxAge && Number(maxAge.slice(8)) <= 0);
    if (expired) this.#cookies.delete(name);
    else this.#cookies.set(name, pair.slice(eq + 1));
  }
  has(name: string) {
    return this.#cookies.has(name);
  }
}

/**
 * The test's own reads and controls go through `node:http`, not the page's `fetch`: they are the tester
 * looking at the inbox, not the page, so the page's CORS rules must not apply to them.
 */
function nodeJson(method: string, url: string, body?: unknown): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(url, { method, headers: payload === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Harness {
  emulator: Emulator;
  publicToken: string;
  clients: ReturnType<typeof createClient>[];
  newClient(options?: { publicToken?: string }): {
    client: ReturnType<typeof createClient>;
    storage: MemoryStorage;
    cookies: MemoryCookieJar;
  };
  messages(to: string): Promise<{ code: string | null; link: string | null; kind: string; channel: string; body: string }[]>;
  latest(to: string): Promise<{ code: string | null; link: string | null; kind: string; channel: string; body: string }>;
  control(method: string, path: string, body?: unknown): Promise<any>;
  close(): Promise<void>;
}

export async function startHarness(options: EmulatorOptions = {}): Promise<Harness> {
  // A cheaper scrypt cost than the emulator's default (OWASP's minimum): the contract does not depend on it,
  // and these suites create many passwords on a shared machine.
  const emulator = await createEmulator({ port: 0, inMemory: true, passwordHashCost: TEST_PASSWORD_COST, ...options });
  const publicToken = emulator.config.current.publicTokens.test;
  const clients: ReturnType<typeof createClient>[] = [];
  const harness: Harness = {
    emulator,
    publicToken,
    clients,
    newClient({ publicToken: token = publicToken } = {}) {
      const storage = new MemoryStorage();
      const cookies = new MemoryCookieJar();
      const client = createClient(token, {
        testBaseUrl: emulator.url,
        liveBaseUrl: emulator.url,
        storage,
        cookies,
        locks: null,
        channel: null,
        eventLogger: { intervalMs: 50 },
      });
      clients.push(client);
      return { client, storage, cookies };
    },
    async messages(to) {
      const { json } = await nodeJson('GET', `${emulator.url}/_emulator/messages?to=${encodeURIComponent(to)}`);
      return (json as { messages: Awaited<ReturnType<Harness['latest']>>[] }).messages;
    },
    async latest(to) {
      const [message] = await harness.messages(to);
      if (!message) throw new Error(`no message for ${to}`);
      return message;
    },
    async control(method, path, body) {
      const { status, json } = await nodeJson(method, `${emulator.url}/_emulator${path}`, body);
      if (status >= 300) throw new Error(`control ${method} ${path} failed: ${JSON.stringify(json)}`);
      return json;
    },
    async close() {
      for (const client of clients) client.destroy();
      await emulator.close();
    },
  };
  return harness;
}

/** The token from a link in the outbox. */
export function tokenFrom(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Awaits a promise expected to reject and returns the error. */
export async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
