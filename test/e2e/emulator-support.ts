/**
 * Shared set-up of the emulator contract specs (`emulator-*.spec.ts`, issue 5 "done when"): a fresh
 * in-memory emulator on a random port, and a host page on another `http://localhost:<port>` origin that
 * loads the project's real client (`src/client`, bundled once by scripts/built.mjs) pointed at the emulator. Nothing is
 * stubbed: the page talks to the emulator over real HTTP with CORS, as a host site would.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type DeepPartial, type Emulator, type ProjectConfig, TEST_PASSWORD_COST, createEmulator } from '../../emulator/src/index.ts';
import { built } from '../../scripts/built.mjs';

export interface Harness {
  emulator: Emulator;
  /** The host page's origin, e.g. `http://localhost:41234`. */
  origin: string;
  publicToken: string;
  close(): Promise<void>;
}

const hostPage = (publicToken: string, apiBase: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gatehouse emulator contract</title></head>
<body><p id="status">loading</p>
<label>Email <input id="email" name="email" autocomplete="username webauthn"></label>
<script type="module">
  import { createClient } from '/client.js';
  const client = createClient(${JSON.stringify(publicToken)}, { testBaseUrl: ${JSON.stringify(apiBase)} });
  /** Runs a client call in the page and returns its result, or the API error's wire fields. */
  async function attempt(run) {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      const { name, message, status_code, request_id, error_type, error_message, error_url } = error;
      return { ok: false, error: { name, message, status_code, request_id, error_type, error_message, error_url } };
    }
  }
  client.session.onChange((session) => {
    document.getElementById('status').textContent = session ? 'signed in' : 'signed out';
  });
  document.getElementById('status').textContent = client.session.getSync() ? 'signed in' : 'signed out';
  Object.assign(window, { client, attempt });
</script></body></html>`;

export async function startHarness(config: DeepPartial<ProjectConfig> = {}): Promise<Harness> {
  const outDir = await built('client');
  const emulator = await createEmulator({ port: 0, inMemory: true, config, passwordHashCost: TEST_PASSWORD_COST });
  const publicToken = emulator.config.current.publicTokens.test;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.endsWith('.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(readFileSync(path.join(outDir, path.basename(url.pathname))));
      return;
    }
    // Every other path (/, /authenticate, …) is the host page, so it can receive redirect tokens.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(hostPage(publicToken, emulator.url));
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  // localhost (not 127.0.0.1) so a WebAuthn rpID of "localhost" matches (toolchain.md).
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    emulator,
    origin,
    publicToken,
    async close() {
      server.close();
      await emulator.close();
    },
  };
}

/** Opens the host page and waits until the client is ready. */
export async function openHost(page: Page, harness: Harness, pathname = '/'): Promise<void> {
  await page.goto(`${harness.origin}${pathname}`);
  await expect(page.locator('#status')).not.toHaveText('loading');
}

/** A call to the emulator from Node, as a replaying attacker (or a test control) would make it. */
export async function emulatorFetch(harness: Harness, method: string, pathname: string, body?: unknown, sessionToken?: string) {
  const secret = sessionToken ?? harness.publicToken;
  const response = await fetch(`${harness.emulator.url}${pathname}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${harness.publicToken}:${secret}`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

/** Signs a new user up by email OTP through the client in the page, reading the code from the outbox. */
export async function signUpInPage(page: Page, harness: Harness, email: string): Promise<{ user_id: string; session_token: string }> {
  const sent = await page.evaluate((address) => (window as any).client.otps.email.loginOrCreate(address), email);
  const messages = await (await fetch(`${harness.emulator.url}/_emulator/messages?to=${encodeURIComponent(email)}`)).json();
  const code = messages.messages[0].code as string;
  return page.evaluate(([c, methodId]) => (window as any).client.otps.authenticate(c, methodId, { session_duration_minutes: 60 }), [
    code,
    sent.method_id,
  ] as const);
}

/** The wire doc's error shape (status_code, request_id, error_type, error_message, error_url). */
export function expectErrorShape(error: any, status: number, errorType: string): void {
  expect(error).toMatchObject({
    status_code: status,
    request_id: expect.stringMatching(/^request-id-test-/),
    error_type: errorType,
    error_message: expect.any(String),
    error_url: expect.stringContaining(`/errors/${status}#${errorType}`),
  });
}
