import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

/** Magic links whose emails link back to the playground on this test's emulator (its redirect route). */
function magicLinkConfig(widget: WidgetPage, extra: Record<string, unknown> = {}) {
  const redirect = widget.playgroundUrl({ products: 'emailMagicLinks' });
  return { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect, ...extra } };
}

async function sendLink(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test('sends a link, shows the inbox links, and the link signs the user in on the redirect page', async ({ widget, page, browser }) => {
  const requests = widget.recordRequests();
  await widget.openWithConfig(magicLinkConfig(widget));
  await sendLink(page, 'ada@example.com');
  await expect(page.getByText('An email was sent to ada@example.com.')).toBeVisible();
  // The emulator's project has one email domain, so each link searches for mail from it (spec §2).
  await expect(page.getByRole('link', { name: 'Open Gmail (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://mail.google.com/mail/u/0/#search/from%3Agatehouse.test+in%3Aanywhere',
  );
  await expect(page.getByRole('link', { name: /Open Yahoo/ })).toHaveAttribute(
    'href',
    'https://mail.yahoo.com/d/search/keyword=from%253Agatehouse.test',
  );
  await expect(page.getByRole('link', { name: /Open Outlook/ })).toHaveAttribute(
    'href',
    'https://outlook.live.com/mail/0/search?q=from%3Agatehouse.test',
  );
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
  expect(await widget.sessionCookie()).toBeUndefined();

  const { link } = await widget.message('ada@example.com');
  expect(link).toContain('stytch_token_type=magic_links');

  // Issue 26 (login CSRF): the link was sent with this browser's PKCE challenge even though the project does not
  // require PKCE, so forwarded to another browser it signs no one in there, and says why in the spec's words.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link!);
  await expect(other.getByTestId('redirect-status')).toHaveText(
    'The link did not sign you in: Make sure this flow is completed on the same device on which it was started.',
  );
  expect(new URL(other.url()).searchParams.has('token')).toBe(false);
  expect((await elsewhere.cookies()).find((cookie) => cookie.name === 'stytch_session')).toBeUndefined();
  await elsewhere.close();

  await page.goto(link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  widget.logRequests('magic link: send, then the redirect page', requests);
  expect(await widget.sessionCookie()).toBeTruthy();
  // The spent token left the address bar: a reload cannot reuse it.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  expect(new URL(page.url()).searchParams.has('stytch_token_type')).toBe(false);
  // A reload finds no token to use: the page stays signed in and quiet.
  await page.reload();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  await expect(page.getByTestId('redirect-status')).toHaveCount(0);
});

/** The same by keyboard alone: typed into the focused field, Enter to send. */
async function sendLinkByKeyboard(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test('with PKCE required by the project, the link works in the browser that asked for it', async ({ widget, page }) => {
  await widget.control('PATCH', '/config', { pkceRequired: { emailMagicLinks: true } });
  await widget.openWithConfig(magicLinkConfig(widget));
  await sendLink(page, 'ada@example.com');
  await page.goto((await widget.message('ada@example.com')).link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  expect(await widget.sessionCookie()).toBeTruthy();
});

test("by keyboard alone: resend shows 'Email resent' and sends a second link that signs the user in", async ({ widget, page }) => {
  await widget.installClock();
  widget.keyboardOnly();
  await widget.openWithConfig(magicLinkConfig(widget));
  await sendLinkByKeyboard(page, 'ada@example.com');
  // 'Resend email' waits 30 s after a send (issue 23).
  const resend = page.getByRole('button', { name: /^Resend email/ });
  await widget.keyTo(resend);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(30_000);
  await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(widget.toast('Email resent')).toBeVisible();
  await widget.expectAnnounced(['Notification Email resent']);
  await widget.endKeyboardOnly();
  const second = await widget.message('ada@example.com', 2);
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE', 'MAGIC_LINK_LOGIN_OR_CREATE']);
  await page.goto(second.link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('a network failure keeps the address and focus, re-enables the form and says so; the retry works, by keyboard alone', async ({
  widget,
  page,
}) => {
  widget.keyboardOnly();
  await widget.openWithConfig(magicLinkConfig(widget));
  // The first send never reaches the server (nor does the client's one retry of a failed fetch).
  await page.route(`${widget.emulator.url}/sdk/v1/magic_links/email/login_or_create`, (route) => route.abort('connectionrefused'), {
    times: 2,
  });
  widget.allowConsoleError(/ERR_CONNECTION_REFUSED/);
  // The client tells the developer which URL it could not reach (issue 22).
  widget.allowConsoleError(/^Gatehouse: could not reach the API at \S+\/sdk\/v1\/magic_links\/email\/login_or_create /);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.focus();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Unable to contact our servers.');
  await expect(email).toHaveValue('ada@example.com');
  await expect(email).toBeEnabled();
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await widget.expectAnnounced(['Unable to contact our servers.']);
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
});

test("a link to the emulator's default redirect URL (/authenticate) signs in with the playground's setup restored beside the session", async ({
  widget,
  page,
}) => {
  // As under `npm start`, where the emulator's default login and signup URLs are the playground's /authenticate.
  const landing = new URL('/authenticate', process.env.GH_PLAYGROUND_URL);
  landing.searchParams.set('api', widget.emulator.url);
  await widget.configure({ defaultRedirectUrls: { login: landing.toString(), signup: landing.toString() } });
  await widget.open('products=emailMagicLinks,passkeys&theme=dark');
  await sendLink(page, 'ada@example.com');

  const { link } = await widget.message('ada@example.com');
  expect(new URL(link!).pathname).toBe('/authenticate');
  await page.goto(link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  // The setup chosen before the email was sent, not the playground's defaults.
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByRole('checkbox', { name: 'emailMagicLinks' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'passkeys' })).toBeChecked();
});
