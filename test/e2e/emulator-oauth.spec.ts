/**
 * Issue 5 "done when", OAuth: in Chromium against a fresh emulator that requires PKCE for OAuth, the
 * project's client starts a GitHub sign-in, the emulated provider page (strict CSP, no script) takes a
 * test identity, its form post redirects to the host with `stytch_token_type=oauth&token=…`, and the
 * client completes it with the stored PKCE verifier. Replaying the token fails with the error shape.
 */
import { expect, test } from '@playwright/test';
import { type Harness, emulatorFetch, expectErrorShape, openHost, startHarness } from './emulator-support.ts';

let harness: Harness;
test.beforeAll(async () => {
  harness = await startHarness({ pkceRequired: { oauth: true } });
});
test.afterAll(async () => harness?.close());

test('signs up through the emulated GitHub page with PKCE, and the token works once', async ({ page }) => {
  await openHost(page, harness);
  const redirect = `${harness.origin}/authenticate`;
  const startUrl: string = await page.evaluate(
    (url) =>
      (window as any).client.oauth.github.getURL({
        login_redirect_url: url,
        signup_redirect_url: url,
        custom_scopes: ['repo'],
        provider_params: { login_hint: 'ada@example.com' },
      }),
    redirect,
  );
  const start = new URL(startUrl);
  expect(start.origin + start.pathname).toBe(`${harness.emulator.url}/v1/public/oauth/github/start`);
  const challenge = start.searchParams.get('code_challenge');
  expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The real navigation: client.oauth.github.start() sends the browser to the emulator.
  await Promise.all([
    page.waitForURL(/\/_emulator\/oauth\/github\/authorize\?state=/),
    page.evaluate(
      (url) =>
        (window as any).client.oauth.github.start({
          login_redirect_url: url,
          signup_redirect_url: url,
          provider_params: { login_hint: 'ada@example.com' },
        }),
      redirect,
    ),
  ]);
  await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await Promise.all([
    page.waitForURL(`${redirect}?stytch_token_type=oauth&token=*`),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  await expect(page.locator('#status')).not.toHaveText('loading');

  const token = new URL(page.url()).searchParams.get('token')!;
  const verifierKey = `stytch_sdk_state_${harness.publicToken}::PKCE_VERIFIER:oauth`;
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), verifierKey))!);

  const result = await page.evaluate(() => (window as any).client.authenticateByUrl({ session_duration_minutes: 60 }));
  expect(result.handled).toBe(true);
  expect(result.data).toMatchObject({
    provider_type: 'github',
    user_created: true,
    user: { name: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  expect(result.data.user.providers).toEqual([
    expect.objectContaining({ provider_type: 'github', provider_subject: result.data.provider_subject }),
  ]);
  expect(result.data.session.authentication_factors).toEqual([expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_github' })]);
  await expect(page.locator('#status')).toHaveText('signed in');
  // The token left the address bar, and the verifier was cleared after use (spec §4).
  expect(page.url()).toBe(redirect);
  expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey)).toBeNull();

  // A replay, even with the right verifier, is refused: the token worked once.
  const replay = await emulatorFetch(harness, 'POST', '/sdk/v1/oauth/authenticate', {
    token,
    code_verifier: stored.code_verifier,
    session_duration_minutes: 60,
  });
  expectErrorShape(replay.json, 404, 'oauth_token_not_found');
});

test('a wrong PKCE verifier is refused, and the emulated page refuses to be framed or to run script', async ({ page }) => {
  await openHost(page, harness);
  const redirect = `${harness.origin}/authenticate`;
  await Promise.all([
    page.waitForURL(/\/_emulator\/oauth\/google\/authorize/),
    page.evaluate((url) => (window as any).client.oauth.google.start({ login_redirect_url: url, signup_redirect_url: url }), redirect),
  ]);
  const response = await page.reload();
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await page.locator('script').count()).toBe(0);

  await page.getByLabel('Email').fill('grace@example.com');
  await Promise.all([
    page.waitForURL(`${redirect}?stytch_token_type=oauth&token=*`),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  await expect(page.locator('#status')).not.toHaveText('loading');
  const token = new URL(page.url()).searchParams.get('token')!;
  // Another device's verifier: the challenge does not match.
  const wrong = await emulatorFetch(harness, 'POST', '/sdk/v1/oauth/authenticate', { token, code_verifier: 'a'.repeat(128) });
  expectErrorShape(wrong.json, 400, 'pkce_mismatch');
  // The device that started the flow still finishes it.
  const result = await page.evaluate(() => (window as any).client.authenticateByUrl({ session_duration_minutes: 60 }));
  expect(result.data.provider_type).toBe('google');
});
