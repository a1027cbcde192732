/**
 * Social sign-in and Google One Tap in the widget against the real emulator: 'Continue with {provider}'
 * through the emulated provider page back to the playground, whose redirect route completes the sign-in
 * with `client.authenticateByUrl()` (spec §2 OAuth area, §7 OAuth start redirect); One Tap with the
 * emulator's stand-in for Google's script and each error state of spec §4 falling back to the button (§8).
 */
import type { Page } from '@playwright/test';
import { OAUTH_PROVIDER_NAMES } from '../../src/wire';
import { expect, test, type WidgetPage } from './support/widget';

/** Through the emulated provider page as `email`, back to the playground's redirect route. */
async function signInAtProvider(page: Page, providerName: string, email: string, name = ''): Promise<void> {
  await expect(page.getByRole('heading', { name: `Sign in with ${providerName}` })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText(`Signed in as ${email}`);
}

async function setOneTap(widget: WidgetPage, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${widget.emulator.url}/_emulator/one_tap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

for (const provider of ['google', 'microsoft', 'apple', 'discord', 'twitch'] as const) {
  test(`signs up with ${OAUTH_PROVIDER_NAMES[provider]} through the provider page and back`, async ({ widget, page }) => {
    await widget.open(`products=oauth&providers=github,${provider}`);
    await page.getByRole('button', { name: `Continue with ${OAUTH_PROVIDER_NAMES[provider]}` }).click();
    await signInAtProvider(page, OAUTH_PROVIDER_NAMES[provider], `${provider}.user@example.com`, 'Ada Lovelace');
    const session = JSON.parse((await page.getByTestId('session-json').textContent())!);
    expect(session.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'oauth', delivery_method: `oauth_${provider}` }),
    ]);
    // The token left the address bar: a reload does not spend it again.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });
}

test('passes custom scopes, provider parameters and the redirect URLs to the start redirect', async ({ widget, page }) => {
  const back = `${process.env.GH_PLAYGROUND_URL}/?api=${encodeURIComponent(widget.emulator.url)}`;
  await widget.openWithConfig({
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'github', custom_scopes: ['repo', 'read:org'], provider_params: { login_hint: 'ada@example.com' } }],
      loginRedirectURL: back,
      signupRedirectURL: back,
    },
  });
  const start = page.waitForRequest((request) => request.url().includes('/v1/public/oauth/github/start'));
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  const query = new URL((await start).url()).searchParams;
  expect(query.get('custom_scopes')).toBe('repo read:org');
  expect(query.get('provider_login_hint')).toBe('ada@example.com');
  expect(query.get('login_redirect_url')).toBe(back);
  expect(query.get('signup_redirect_url')).toBe(back);
  // Issue 26: a challenge even though the project does not require PKCE (the redirect completes only here).
  expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The provider page shows the scopes asked for and the hinted address.
  await expect(page.getByText('user:email repo read:org')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await signInAtProvider(page, 'GitHub', 'ada@example.com');
});

test('a project that requires PKCE: the start carries a challenge and the redirect completes with the verifier', async ({
  widget,
  page,
}) => {
  await widget.configure({ pkceRequired: { oauth: true } });
  await widget.open('products=oauth&providers=gitlab');
  const start = page.waitForRequest((request) => request.url().includes('/v1/public/oauth/gitlab/start'));
  await page.getByRole('button', { name: 'Continue with GitLab' }).click();
  expect(new URL((await start).url()).searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await signInAtProvider(page, 'GitLab', 'grace@example.com');
});

test('One Tap embedded: the stand-in signs the user in through the redirect', async ({ widget, page }) => {
  await setOneTap(widget, { error: null, identity: { email: 'tap@example.com', name: 'Tap Per' } });
  await widget.open('products=oauth,otp&providers=google:onetap&otp=email');
  // The prompt waits for the user, in the widget's One Tap area (embedded).
  const prompt = page.getByRole('dialog', { name: 'Sign in with Google (emulated)' });
  await expect(prompt).toBeVisible();
  expect(await prompt.evaluate((card) => card.parentElement?.id)).toMatch(/^gatehouse-one-tap-/);
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
  await prompt.getByRole('button', { name: 'Continue as tap@example.com' }).click();
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as tap@example.com');
});

test('One Tap floating signs the user in too', async ({ widget, page }) => {
  await setOneTap(widget, { error: null, identity: { email: 'float@example.com', name: 'Float' } });
  await widget.open('products=oauth&providers=google:onetap-floating,github');
  await page.getByRole('button', { name: 'Continue as float@example.com' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as float@example.com');
});

/** Spec §8's developer message for each error state; the test public token shows it. */
const ERROR_STATES = [
  ['oauth_config_not_found', 'No Google OAuth client is configured for this project.'],
  [
    'no_login_redirect_urls_set',
    'No login redirect URLs are set. Add them in your dashboard so oauthOptions.loginRedirectURL can be validated.',
  ],
  [
    'no_signup_redirect_urls_set',
    'No signup redirect URLs are set. Add them in your dashboard so oauthOptions.signupRedirectURL can be validated.',
  ],
  ['default_provider_not_allowed', 'One Tap is not available with the default Google client. Configure your own Google client to use it.'],
  [
    'invalid_client',
    'The Google client ID is not recognized. Compare the client ID in your dashboard with the one in your Google Cloud console.',
  ],
  ['origin_not_allowed_for_client', null],
] as const;

for (const [error, message] of ERROR_STATES) {
  test(`One Tap ${error}: the developer message and the plain Google button`, async ({ widget, page }) => {
    await setOneTap(widget, { error });
    // The API-side states answer with an error status, which Chromium logs.
    widget.allowConsoleError(/Failed to load resource: the server responded with a status of 4\d\d/);
    await widget.open('products=oauth&providers=google:onetap');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const expected =
      message ??
      // The origin isolated (U+2066 … U+2069, issue 40): left to right inside any language's sentence.
      `The current origin is not allowed for this Google client. Add \u2066${new URL(page.url()).origin}\u2069 (and localhost with its port, for development) to the authorized JavaScript origins of your Google client.`;
    await expect(page.getByRole('alert')).toHaveText(expected);
    await expect(page.getByTestId('session-status')).toHaveText('Signed out');

    // The plain button still signs in through the redirect.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'fallback@example.com');
  });
}

test('One Tap closed by the user: the plain Google button, without a developer message', async ({ widget, page }) => {
  await setOneTap(widget, { error: null, identity: { email: 'tap@example.com', name: 'Tap Per' } });
  await widget.open('products=oauth&providers=google:onetap');
  const prompt = page.getByRole('dialog', { name: 'Sign in with Google (emulated)' });
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
});

test('One Tap with a live public token: the plain button, and no developer message', async ({ widget, page }) => {
  await setOneTap(widget, { error: 'oauth_config_not_found' });
  widget.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  await widget.open({ products: 'oauth', providers: 'google:onetap', token: widget.emulator.config.current.publicTokens.live });
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
