/**
 * The Next.js example (examples/nextjs) as a host runs it: `next build` against the built package (once, by
 * scripts/built.mjs), `next start` beside this worker's emulator. A signed-out visitor is sent to the sign-in
 * page, signs in with an emailed passcode from the emulator's outbox, sees the account page the server
 * rendered from the session JWT (and the user's email address, which its server reads through the provider's
 * Node SDK from the emulator's backend API), signs out and is sent away again — with no hydration warning or any other
 * console error on the way (the `widget` fixture fails the test on those).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Emulator } from '../../emulator/src/index.ts';
import { built } from '../../scripts/built.mjs';
import { freePort } from '../support/ports';
import { test as widgetTest, expect } from './support/widget';

/** `next start` for the built example against `emulator`, once its first page answers. */
async function startNext(emulator: Emulator): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await built('nextjs');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '--port', String(port), '--hostname', 'localhost'],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', GATEHOUSE_API_URL: emulator.url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: 'the Next.js example answers' },
    )
    .toBe(200);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const test = widgetTest.extend<object, { nextApp: string }>({
  nextApp: [
    async ({ emulator }, use) => {
      const app = await startNext(emulator);
      await use(app.url);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test('Next.js example: redirected while signed out, signs in by email passcode, server-rendered account, signs out', async ({
  widget,
  page,
  nextApp,
}) => {
  const email = 'next.user@example.com';
  await page.goto(`${nextApp}/account`);
  // The proxy found no session: the sign-in page, which brings the visitor back afterwards.
  await expect(page).toHaveURL(`${nextApp}/?next=%2Faccount`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially((await widget.message(email)).code!);

  // Back on /account, rendered on the server from the session JWT cookie the client wrote.
  await expect(page).toHaveURL(`${nextApp}/account`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  // The account page's sections (issue 39), in the browser under the same session.
  await expect(page.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  // The user the browser's session belongs to: the subject of the JWT the client keeps in its cookie.
  const jwt = (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session_jwt')?.value ?? '';
  const userId = (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  expect(userId).toMatch(/^user-test-/);
  await expect(page.getByTestId('user-id')).toHaveText(userId!);
  await expect(page.getByTestId('factors')).toHaveText('otp (email)');
  // Read by the server through the provider's Node SDK from the emulator's backend API (issue 37).
  await expect(page.getByTestId('email')).toHaveText(email);

  // The account page's HTML itself names the user: the server read the session, not the browser.
  const html = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 }).then((response) => response.text());
  expect(html).toContain(userId!);
  expect(html).toContain(email);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${nextApp}/?next=%2Faccount`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  // Signed out for the server too: the session cookies are gone, and /account sends the visitor away.
  const afterwards = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 });
  expect(afterwards.status()).toBe(307);
});

test("Next.js example: ?next never leads off-site, cookies are the whole site's, a failed sign-out says so and works again (issue 42 items 5–7)", async ({
  widget,
  page,
  nextApp,
}) => {
  const email = 'next.hardened@example.com';
  // The exact address of the finding: browsers and Next's router read `\` as `/`, so this was //evil.example.
  await page.goto(`${nextApp}/?next=${encodeURIComponent('/\\evil.example')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially((await widget.message(email)).code!);
  await expect(page).toHaveURL(`${nextApp}/account`);
  // Signed in already, the sign-in page sends the visitor on at once: to this app, whatever `next` says.
  for (const next of ['/%09/evil.example', '//evil.example', 'https://evil.example/account']) {
    await page.goto(`${nextApp}/?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL(`${nextApp}/account`);
  }
  const sessionCookies = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('stytch_session'));
  expect(sessionCookies.map((cookie) => [cookie.name, cookie.path]).sort()).toEqual([
    ['stytch_session', '/'],
    ['stytch_session_jwt', '/'],
  ]);

  // The API refuses the revocation twice: the first failure is said and the button works again.
  await widget.control('POST', '/faults', { path: '/sessions/revoke', status: 429, error_type: 'too_many_requests', count: 2 });
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await signOut.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signing out failed' })).toBeVisible();
  await expect(signOut).toBeEnabled();
  await expect(page).toHaveURL(`${nextApp}/account`);
  // The second try signs out on this device whatever the API answers (forceClear).
  await signOut.click();
  await expect(page).toHaveURL(`${nextApp}/?next=%2Faccount`);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('stytch_session'))).toEqual([]);
});

test('Next.js example: the sign-in form is in the HTML, keeps an address typed before the scripts run, hydrates without a shift or a warning (issue 38)', async ({
  widget,
  page,
  nextApp,
}) => {
  const email = 'next.early@example.com';
  // A project that shows the watermark (spec §1): the server cannot know, so its HTML holds the watermark's place.
  await widget.configure({ disableSdkWatermark: false });
  // The page as fetched without JavaScript: Main's header and form, and its styles inline (no blocking request).
  const html = await page.request.get(`${nextApp}/?next=%2Faccount`).then((response) => response.text());
  expect(html).toContain('>Sign up or log in</h2>');
  expect(html).toMatch(/<form[^>]*data-part="email-form"/);
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);

  // Layout shifts, from the first paint on.
  await page.addInitScript(() => {
    const page = window as unknown as { cls: number };
    page.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) page.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The app's scripts are held back until the address has been typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${nextApp}/?next=%2Faccount`, { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill(email);
  // The page's text below the widget, where the server's HTML put it (the passkey button's and the watermark's
  // places held, hidden).
  const below = page.getByText('New here?');
  const watermark = page.locator('[data-part="watermark"]');
  const passkeyButton = page.locator('[data-part="passkey-button"]');
  await expect(watermark).toHaveCSS('visibility', 'hidden');
  await expect(passkeyButton).toHaveCSS('visibility', 'hidden');
  const before = await below.boundingBox();
  // Submitted before hydration: the form posts nowhere (the address stays in the page and in the field).
  await field.press('Enter');
  expect(page.url()).toBe(`${nextApp}/?next=%2Faccount`);
  const bootstrap = page.waitForResponse((response) => response.url().includes('/projects/bootstrap/'));
  release();
  // Hydrated: React has adopted the server's input.
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="email"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });
  await expect(field).toHaveValue(email);
  // What the browser learns once hydrated (the project's bootstrap: the watermark) is on the page, two frames on.
  await bootstrap;
  await expect(watermark).toHaveCSS('visibility', 'visible');
  // Spec §2: 'Login with a Passkey' beside the form only where the browser has no passkey autofill (as the widget
  // asks: WebAuthn Level 3's capabilities first); where it has it (Chromium does) the button's place stays held.
  const autofill = await page.evaluate(async () => {
    const credential = PublicKeyCredential as unknown as { getClientCapabilities?: () => Promise<{ conditionalGet?: boolean }> };
    return (await credential.getClientCapabilities?.())?.conditionalGet ?? (await PublicKeyCredential.isConditionalMediationAvailable());
  });
  await expect(passkeyButton).toHaveCSS('visibility', autofill ? 'hidden' : 'visible');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await below.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThanOrEqual(0.05);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially((await widget.message(email)).code!);
  await expect(page).toHaveURL(`${nextApp}/account`);

  // Signed in, the account layout's <SignedIn> content is in the server's HTML (initialSession).
  const account = await page.request.get(`${nextApp}/account`, { maxRedirects: 0 }).then((response) => response.text());
  expect(account).toContain('data-testid="signed-in"');
});
