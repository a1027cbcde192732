import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

const STRONG = 'Violet-Harbor-Tundra-42';
const NEWER = 'mauve-kettle-frosty-oar';

/** The reset-password page on this test's emulator (what a host mounts `ResetPassword` on). */
const resetPage = (widget: WidgetPage) => widget.playgroundUrl({ mode: 'resetPassword', products: 'passwords' });

/**
 * A password user for whom a reset email was sent, with both of its links (the reset link and the
 * `stytch_token_type=login` one) pointing at the reset-password page.
 */
async function resetEmail(widget: WidgetPage, email = 'ada@example.com'): Promise<{ reset: string; login: string }> {
  expect((await widget.api('/passwords', { email, password: STRONG })).status).toBe(200);
  const started = await widget.api('/passwords/email/reset/start', {
    email,
    reset_password_redirect_url: resetPage(widget),
    login_redirect_url: resetPage(widget),
  });
  expect(started.status).toBe(200);
  const message = await widget.message(email);
  const login = /https?:\/\/\S+stytch_token_type=login\S+/.exec(String(message.body))?.[0];
  expect(login).toBeTruthy();
  return { reset: message.link!, login: login! };
}

const resetForm = (page: Page) => page.getByRole('heading', { name: 'Reset your password' });
const tokenInAddress = (page: Page) => new URL(page.url()).searchParams.has('token');

/**
 * Makes the playground a host with the laxest Referrer-Policy (`unsafe-url`, set by a meta element before the
 * page's scripts run), and records the Referer of every request the page makes to the emulator: the widget's own
 * calls must not carry a link's token whatever the host's policy (issue 26).
 */
async function laxHostReferers(page: Page, widget: WidgetPage): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      // 'interactive' comes before the page's module scripts run.
      if (document.readyState !== 'interactive') return;
      const meta = document.createElement('meta');
      meta.name = 'referrer';
      meta.content = 'unsafe-url';
      document.head.append(meta);
    }),
  );
  const referers: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(widget.emulator.url)) referers.push(request.headers()['referer'] ?? '');
  });
  return referers;
}

test('the emailed reset link opens the form; a strong password resets and signs in, and the token leaves the address', async ({
  widget,
  page,
}) => {
  const { reset } = await resetEmail(widget);
  const referers = await laxHostReferers(page, widget);
  await page.goto(reset);
  await expect(resetForm(page)).toBeVisible();
  // Issue 26: the widget took the token off the address bar as it read it, before the user types anything.
  expect(tokenInAddress(page)).toBe(false);
  expect(new URL(page.url()).searchParams.get('mode')).toBe('resetPassword');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('New password').fill('abc');
  await expect(page.locator('[data-part="strength-meter"]')).toHaveAttribute('data-tone', 'error');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('New password').fill(NEWER);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
  expect(tokenInAddress(page)).toBe(false);
  expect((await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
  // The strength checks and the reset went out with the origin alone as Referer, never the token's address,
  // though the host's policy hands the page's full address to a request of its own.
  const widgetReferers = [...referers];
  expect(widgetReferers.length).toBeGreaterThan(2);
  for (const referer of widgetReferers) expect(referer).not.toContain('token=');
  await page.evaluate((api) => fetch(`${api}/_emulator/health`).then((r) => r.text()), widget.emulator.url);
  expect(referers.at(-1)).toContain('mode=resetPassword');
});

test("a used reset link shows the server's message under the form", async ({ widget, page }) => {
  const { reset } = await resetEmail(widget);
  await page.goto(reset);
  await page.getByLabel('New password').fill(NEWER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

  await page.goto(reset);
  await page.getByLabel('New password').fill('another-Long-passphrase-77');
  await page.getByRole('button', { name: 'Continue' }).click();
  const message = page.locator('[data-part="reset-form"]').getByRole('alert');
  await expect(message).toHaveText('The password reset link has already been used; reset links work once.');
  // Nothing the user typed is lost, and the form can be used again.
  await expect(page.getByLabel('New password')).toHaveValue('another-Long-passphrase-77');
  await expect(page.getByLabel('New password')).toBeEnabled();
  await expect(page.getByTestId('event-log').locator('li[data-kind="onError"]')).toHaveCount(1);
  expect(await widget.eventTypes()).toEqual([]);
});

test("an expired reset link (the emulator clock) shows the server's message under the form", async ({ widget, page }) => {
  const { reset } = await resetEmail(widget);
  await widget.advanceEmulatorClock(31);
  await page.goto(reset);
  await page.getByLabel('New password').fill(NEWER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-part="reset-form"]').getByRole('alert')).toHaveText(
    'The password reset link has expired; request a new one.',
  );
  expect(await widget.eventTypes()).toEqual([]);
  expect(await widget.sessionCookie()).toBeUndefined();

  // Issue 26: the token left the address as the widget read it, so a reload has none; issue 25: the form then
  // says the link is invalid or expired at once, and asks for no password.
  expect(tokenInAddress(page)).toBe(false);
  await page.reload();
  await expect(resetForm(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Ask for a new one from the sign-in form.',
  );
  await expect(page.getByLabel('New password')).toHaveCount(0);
  expect(await widget.sessionCookie()).toBeUndefined();
});

test('the stytch_token_type=login link logs in by itself, and the token leaves the address', async ({ widget, page }) => {
  const { login } = await resetEmail(widget);
  const requests = widget.recordRequests();
  await page.goto(login);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  widget.logRequests('reset mode: the login link logs in by itself', requests);
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
  expect(tokenInAddress(page)).toBe(false);
});

test('a used login link: the automatic login fails with a toast, and the form shows', async ({ widget, page }) => {
  const { reset, login } = await resetEmail(widget);
  await page.goto(reset);
  await page.getByLabel('New password').fill(NEWER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

  await page.goto(login);
  await expect(widget.toast('The magic link has already been used; magic links work once.')).toBeVisible();
  await expect(resetForm(page)).toBeVisible();
  expect(await widget.eventTypes()).toEqual([]);
  await expect(page.getByTestId('event-log').locator('li[data-kind="onError"]')).toHaveCount(1);
});

test("'Login without a password' on the reset form signs in with the emailed token", async ({ widget, page }) => {
  const { reset } = await resetEmail(widget);
  await page.goto(reset);
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
  expect(tokenInAddress(page)).toBe(false);
  // The token is spent: it cannot set a password afterwards.
  const token = new URL(reset).searchParams.get('token');
  const replay = await widget.api('/passwords/email/reset', { token, password: NEWER });
  expect(replay.json).toMatchObject({
    error_type: 'unable_to_auth_magic_link',
    error_message: 'The password reset link has already been used; reset links work once.',
  });
  // Nothing was reset, but the link proved the address after the password was set without proof, so that
  // password is no longer trusted (the emulator's account pre-hijacking rule): it must be reset.
  const old = await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
  expect([old.status, old.json.error_type]).toEqual([400, 'reset_password']);
});

test("a failed 'Login without a password' shows the message under its button", async ({ widget, page }) => {
  const { reset } = await resetEmail(widget);
  await widget.advanceEmulatorClock(31);
  await page.goto(reset);
  await page.getByRole('button', { name: 'Login without a password' }).click();
  const message = page.locator('[data-part="login-without-password"] + [role="alert"]');
  await expect(message).toHaveText('The magic link has expired; request a new one.');
  await expect(page.getByRole('button', { name: 'Login without a password' })).toBeEnabled();
  expect(await widget.eventTypes()).toEqual([]);
});

test('with PKCE required for resets, the reset started in this browser completes here', async ({ widget, page }) => {
  await widget.control('PATCH', '/config', { pkceRequired: { passwordResets: true } });
  expect((await widget.api('/passwords', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
  await widget.openWithConfig({
    products: ['passwords'],
    passwordOptions: { resetPasswordRedirectURL: resetPage(widget), loginRedirectURL: resetPage(widget) },
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();

  // The login link of the reset email carries the reset flow's PKCE challenge: the client tries the reset
  // verifier first (spec §8 fallback).
  const message = await widget.message('ada@example.com');
  await page.goto(/https?:\/\/\S+stytch_token_type=login\S+/.exec(String(message.body))![0]);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test("the emulator's default reset link opens the playground's /reset-password with the setup chosen before; the mode selector keeps the token", async ({
  widget,
  page,
}) => {
  // As under `npm start`, where the emulator's default reset URL is the playground's /reset-password (here on
  // this test's ports, with this test's emulator).
  const landing = new URL('/reset-password', process.env.GH_PLAYGROUND_URL);
  landing.searchParams.set('api', widget.emulator.url);
  await widget.configure({ defaultRedirectUrls: { resetPassword: landing.toString() } });
  expect((await widget.api('/passwords', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
  await widget.open('products=passwords&theme=dark');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();

  const { link } = await widget.message('ada@example.com');
  expect(new URL(link!).pathname).toBe('/reset-password');
  await page.goto(link!);
  await expect(resetForm(page)).toBeVisible();
  expect(tokenInAddress(page)).toBe(false);
  // The setup chosen before the email was sent, restored on the landing.
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('Mode')).toHaveValue('resetPassword');

  await page.getByLabel('Mode').selectOption('login');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await page.getByLabel('Mode').selectOption('resetPassword');
  await expect(resetForm(page)).toBeVisible();
  await page.getByLabel('New password').fill(NEWER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect((await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
});
