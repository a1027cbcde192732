/**
 * The real client in real Chromium tabs (issue 3 "done when"): a sign-in in one tab appears in the other, a
 * sign-out propagates, and both tabs together send one session refresh per interval; passkeys register and
 * sign in through a virtual authenticator, with the WebAuthn helpers loaded only when used.
 *
 * Nothing of the client is stubbed: the test serves `src/client` as bundled once by scripts/built.mjs, plus a host page,
 * from a small Node HTTP server that plays the API side of the wire protocol and counts the refreshes.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { built } from '../../scripts/built.mjs';

const PUBLIC_TOKEN = 'public-token-test-tabs-0000';
const REFRESH_MS = 1500;

let server: Server;
let origin = '';
let outDir = '';
/** Each refresh request: which tab (`app_session_id`) sent it. */
let refreshes: { tab: string }[] = [];
let revokes = 0;
/** JS files the page loaded, to show the WebAuthn helpers arrive only when used. */
let served: string[] = [];
/** Request bodies of the WebAuthn calls, by path. */
let webauthnBodies: Record<string, any> = {};
let expectedChallenge = '';
let passkey: WebAuthnCredential | null = null;

const user = {
  user_id: 'user-test-tabs',
  created_at: '2030-01-01T00:00:00Z',
  status: 'active',
  name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
  emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  providers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  biometric_registrations: [],
  password: { password_id: 'password-test-1', requires_reset: false },
  trusted_metadata: {},
  untrusted_metadata: {},
  roles: [],
};

const authenticated = () => ({
  request_id: `request-id-${Date.now()}`,
  status_code: 200,
  user_id: user.user_id,
  user,
  __user: user,
  session: {
    session_id: 'session-test-tabs',
    user_id: user.user_id,
    started_at: new Date().toISOString(),
    last_accessed_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    attributes: { ip_address: '127.0.0.1', user_agent: 'test' },
    custom_claims: {},
    roles: [],
    authentication_factors: [],
  },
  session_token: 'session-token-tabs',
  session_jwt: 'session-jwt-tabs',
});

const page = (publicToken: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gatehouse client tabs</title></head>
<body><p id="status">loading</p>
<label>Email <input id="email" autocomplete="username webauthn"></label>
<script type="module">
  import { createClient } from '/client.js';
  const client = createClient(${JSON.stringify(publicToken)}, { testBaseUrl: location.origin, refreshIntervalMs: ${REFRESH_MS} });
  const changes = [];
  client.session.onChange((session) => {
    changes.push(session ? session.session_id : null);
    document.getElementById('status').textContent = session ? 'signed in' : 'signed out';
  });
  Object.assign(window, { client, changes });
  document.getElementById('status').textContent = client.session.getSync() ? 'signed in' : 'signed out';
</script></body></html>`;

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', origin);
  const data = (payload: unknown) => send(res, 200, JSON.stringify({ data: payload }));
  if (url.pathname === '/') return send(res, 200, page(PUBLIC_TOKEN), 'text/html');
  if (url.pathname.endsWith('.js')) {
    served.push(path.basename(url.pathname));
    return send(res, 200, readFileSync(path.join(outDir, path.basename(url.pathname))).toString(), 'text/javascript');
  }
  if (url.pathname === `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`) {
    return data({
      request_id: 'request-id-bootstrap',
      status_code: 200,
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['example.com'],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: false,
      password_config: null,
      siwe_required_for_crypto_wallets: false,
    });
  }
  if (url.pathname === '/sdk/v1/passwords/authenticate') return data(authenticated());
  if (url.pathname === '/sdk/v1/sessions/authenticate') {
    const telemetry = JSON.parse(Buffer.from(String(req.headers['x-sdk-client']), 'base64').toString());
    refreshes.push({ tab: telemetry.app_session_id });
    const auth = String(req.headers.authorization).replace('Basic ', '');
    // The refresh carries the session token written by the tab that signed in.
    if (Buffer.from(auth, 'base64').toString() !== `${PUBLIC_TOKEN}:session-token-tabs`) {
      return send(
        res,
        401,
        JSON.stringify({ status_code: 401, error_type: 'session_not_found', error_message: 'No session', error_url: '' }),
      );
    }
    return data(authenticated());
  }
  if (url.pathname === '/sdk/v1/sessions/revoke') {
    revokes++;
    return data({ request_id: 'request-id-revoke', status_code: 200 });
  }
  if (url.pathname === '/sdk/v1/events') return send(res, 200, '{}');
  if (url.pathname.startsWith('/sdk/v1/webauthn/')) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : {};
    webauthnBodies[url.pathname.slice('/sdk/v1'.length)] = body;
    const common = { request_id: 'request-id-webauthn', status_code: 200, user_id: user.user_id };
    if (url.pathname === '/sdk/v1/webauthn/register/start') {
      const options = await generateRegistrationOptions({
        rpName: 'Gatehouse test',
        rpID: body.domain,
        userName: 'ada@example.com',
        userID: new TextEncoder().encode(user.user_id),
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      expectedChallenge = options.challenge;
      // Wire doc: the options travel as a JSON string.
      return data({ ...common, public_key_credential_creation_options: JSON.stringify(options) });
    }
    if (url.pathname === '/sdk/v1/webauthn/register') {
      const verification = await verifyRegistrationResponse({
        response: JSON.parse(body.public_key_credential),
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: 'localhost',
      });
      if (!verification.verified || !verification.registrationInfo) return send(res, 400, '{}');
      passkey = verification.registrationInfo.credential;
      return data({ ...authenticated(), webauthn_registration_id: 'webauthn-registration-1' });
    }
    if (url.pathname.startsWith('/sdk/v1/webauthn/authenticate/start/')) {
      const options = await generateAuthenticationOptions({ rpID: body.domain, userVerification: 'preferred' });
      expectedChallenge = options.challenge;
      return data({ ...common, public_key_credential_request_options: JSON.stringify(options) });
    }
    if (url.pathname === '/sdk/v1/webauthn/authenticate' && passkey) {
      const verification = await verifyAuthenticationResponse({
        response: JSON.parse(body.public_key_credential),
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: 'localhost',
        credential: passkey,
      });
      return verification.verified ? data(authenticated()) : send(res, 401, '{}');
    }
  }
  return send(res, 404, JSON.stringify({ status_code: 404, error_type: 'not_found', error_message: url.pathname, error_url: '' }));
}

test.beforeAll(async () => {
  outDir = await built('client');
  server = createServer((req, res) => void handle(req, res));
  server.listen(0, 'localhost');
  await once(server, 'listening');
  // localhost (not 127.0.0.1): a secure context, so Web Locks and crypto.subtle exist (toolchain.md).
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.close();
});

const sessionIn = (p: Page) => p.evaluate(() => (window as any).client.session.getSync()?.session_id ?? null);

/**
 * Time in these tabs is Playwright's clock, paused: a refresh timer fires only when the test moves time
 * on, so "one refresh per interval" is counted exactly instead of over a wall-clock window.
 */
async function pauseClock(context: BrowserContext) {
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 1000);
}

/**
 * Waits until no tab holds or waits for the refresh lock (the leader lock is held for a tab's lifetime
 * and does not count). Every refresh runs under that lock and its request has reached the server before
 * the lock is let go, so afterwards `refreshes` holds every refresh the last clock step caused.
 */
async function refreshesSettled(...tabs: Page[]) {
  for (const tab of tabs) {
    await expect
      .poll(() =>
        tab.evaluate(async () => {
          const { held = [], pending = [] } = await navigator.locks.query();
          return [...held, ...pending].filter((lock) => !lock.name?.endsWith(':leader')).length;
        }),
      )
      .toBe(0);
  }
}

/** Moves time on by one refresh interval in every tab and waits for the refreshes it caused. */
async function nextInterval(context: BrowserContext, ...tabs: Page[]) {
  await context.clock.runFor(REFRESH_MS);
  await refreshesSettled(...tabs);
}

test('a sign-in in one tab appears in the other, both share one refresh per interval, and a sign-out propagates', async ({ context }) => {
  revokes = 0;
  await pauseClock(context);
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto(origin);
  await tabB.goto(origin);
  await expect(tabA.locator('#status')).toHaveText('signed out');
  await expect(tabB.locator('#status')).toHaveText('signed out');

  // Sign in in tab A only.
  await tabA.evaluate(() =>
    (window as any).client.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 60 }),
  );
  await expect(tabB.locator('#status')).toHaveText('signed in');
  expect(await sessionIn(tabB)).toBe('session-test-tabs');
  expect(await tabB.evaluate(() => (window as any).client.user.getSync()?.name.first_name)).toBe('Ada');
  // The tokens live in the shared cookie jar, so tab B's own calls are authorised too.
  expect(await tabB.evaluate(() => (window as any).client.session.getTokens())).toEqual({
    session_token: 'session-token-tabs',
    session_jwt: 'session-jwt-tabs',
  });

  // Both tabs are open and signed in: one refresh per interval for both together (a refresh per tab would
  // double the count).
  await refreshesSettled(tabA, tabB);
  refreshes = [];
  for (let interval = 1; interval <= 4; interval++) {
    await nextInterval(context, tabA, tabB);
    expect(refreshes, `refreshes after ${interval} intervals`).toHaveLength(interval);
  }
  // One tab (the leader) runs the schedule for both.
  expect(new Set(refreshes.map((r) => r.tab)).size).toBe(1);
  expect(await sessionIn(tabA)).toBe('session-test-tabs');
  expect(await sessionIn(tabB)).toBe('session-test-tabs');

  // Sign out in tab B: tab A follows.
  await tabB.evaluate(() => (window as any).client.session.revoke());
  expect(revokes).toBe(1);
  await expect(tabA.locator('#status')).toHaveText('signed out');
  expect(await sessionIn(tabA)).toBeNull();
  expect(await tabA.evaluate(() => document.cookie)).not.toContain('stytch_session=');
  // Tab A saw the sign-in (and the refreshed session), then the sign-out — nothing else.
  const changes: (string | null)[] = await tabA.evaluate(() => (window as any).changes);
  expect(changes[0]).toBe('session-test-tabs');
  expect(changes.at(-1)).toBeNull();
  expect(new Set(changes)).toEqual(new Set(['session-test-tabs', null]));

  // Signed out everywhere: no more refreshes.
  const after = refreshes.length;
  await nextInterval(context, tabA, tabB);
  await nextInterval(context, tabA, tabB);
  expect(refreshes).toHaveLength(after);
});

test('a tab opened after the sign-in starts signed in and joins the shared schedule', async ({ context }) => {
  await pauseClock(context);
  const tabA = await context.newPage();
  await tabA.goto(origin);
  await tabA.evaluate(() =>
    (window as any).client.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 60 }),
  );
  await refreshesSettled(tabA);
  refreshes = [];
  const tabB = await context.newPage();
  await tabB.goto(origin);
  // Spec §4 start-up rule: a session token exists, so the new tab confirms the session with one refresh.
  await expect(tabB.locator('#status')).toHaveText('signed in');
  await expect.poll(() => tabB.evaluate(() => (window as any).client.session.getInfo().fromCache)).toBe(false);
  await refreshesSettled(tabA, tabB);
  expect(refreshes).toHaveLength(1);

  refreshes = [];
  for (let interval = 1; interval <= 3; interval++) {
    await nextInterval(context, tabA, tabB);
    expect(refreshes, `refreshes after ${interval} intervals`).toHaveLength(interval);
  }
  expect(new Set(refreshes.map((r) => r.tab)).size).toBe(1);
  await tabA.evaluate(() => (window as any).client.session.revoke());
  await expect(tabB.locator('#status')).toHaveText('signed out');
});

test('passkeys: register and sign in through a virtual authenticator, cancel a conditional request, helpers loaded only then', async ({
  context,
}) => {
  served = [];
  webauthnBodies = {};
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await tab.goto(origin);
  await tab.evaluate(() =>
    (window as any).client.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 60 }),
  );
  // The login page loaded the client entry and its static chunks only: the passkey ceremonies (and the
  // WebAuthn helpers in them) are a separate, lazy chunk.
  const upFront = [...served];
  expect(upFront).toContain('client.js');
  expect(upFront.filter((file) => file.startsWith('webauthnBrowser'))).toEqual([]);

  const registered = await tab.evaluate(() => (window as any).client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }));
  expect(registered.webauthn_registration_id).toBe('webauthn-registration-1');
  expect(served.slice(upFront.length)).toEqual([expect.stringMatching(/^webauthnBrowser-[\w-]+\.js$/)]);
  expect(webauthnBodies['/webauthn/register/start']).toMatchObject({
    domain: 'localhost',
    return_passkey_credential_options: true,
    user_agent: expect.stringContaining('Mozilla'),
  });
  expect(typeof webauthnBodies['/webauthn/register'].public_key_credential).toBe('string');
  expect(webauthnBodies['/webauthn/register'].session_duration_minutes).toBe(60);

  // Signed out, sign in again with the passkey (discoverable credential, verified by @simplewebauthn/server).
  await tab.evaluate(() => (window as any).client.session.revoke());
  const signedIn = await tab.evaluate(() => (window as any).client.webauthn.authenticate({ session_duration_minutes: 60 }));
  expect(signedIn.session.session_id).toBe('session-test-tabs');
  expect(webauthnBodies['/webauthn/authenticate/start/primary']).toEqual({ domain: 'localhost' });
  expect(await sessionIn(tab)).toBe('session-test-tabs');

  // Conditional mediation (passkey autofill): the virtual authenticator offers the stored passkey.
  await tab.evaluate(() => (window as any).client.session.revoke());
  const autofilled = await tab.evaluate(() =>
    (window as any).client.webauthn.authenticate({ session_duration_minutes: 60, conditional_mediation: true }),
  );
  expect(autofilled.session.session_id).toBe('session-test-tabs');

  // Without the virtual authenticator (which answers at once) a conditional request waits for the user to
  // pick a passkey from the autofill list; the caller's signal cancels it.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await cdp.send('WebAuthn.disable');
  const outcome = await tab.evaluate(async () => {
    const controller = new AbortController();
    const pending = (window as any).client.webauthn.authenticate({
      session_duration_minutes: 60,
      conditional_mediation: true,
      signal: controller.signal,
    });
    let early = '';
    pending.catch((e: Error) => (early = 'early ' + e.name));
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (early) return early;
    const reason = new DOMException('The user took another path.', 'AbortError');
    controller.abort(reason);
    return pending.then(
      (value: unknown) => `resolved ${JSON.stringify(value)}`,
      (error: unknown) => (error === reason ? 'the caller’s reason' : `another error: ${String(error)}`),
    );
  });
  expect(outcome).toBe('the caller’s reason');
  expect(webauthnBodies['/webauthn/authenticate/start/secondary']).toEqual({ domain: 'localhost' });
});
