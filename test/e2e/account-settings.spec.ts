/**
 * The account page (issue 39 "Done when") by keyboard alone against the real emulator, with the issue-23
 * recorder (no focus to `<body>`, every status heard): a Google user adds and verifies a second email, sets a
 * password (asked for a fresh code first: a password set by session needs a recent email or password factor),
 * removes Google, adds a passkey, renames and deletes it, sets up the authenticator app (recovery codes shown)
 * and removes it; later, with the session's factors stale, adding a phone asks for a fresh code first, then the
 * phone is added. A user with one way to sign in is told why it cannot be removed. Two page loads in all.
 */
import { DEFAULT_PUBLIC_TOKENS } from '../../emulator/src/index.ts';
import { addVirtualAuthenticator, totpCode } from '../../emulator/src/fixtures/index.ts';
import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

const PASSWORD = 'Violet-Harbor-Tundra-42';

async function sdk(widget: WidgetPage, path: string, body: unknown): Promise<Record<string, unknown>> {
  const token = DEFAULT_PUBLIC_TOKENS.test;
  const response = await fetch(`${widget.emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  expect(response.status, path).toBe(200);
  return json.data;
}

/** Opens the playground's account page signed in with `sessionToken` (the session cookie the client reads). */
async function openAccount(widget: WidgetPage, page: Page, sessionToken: string): Promise<void> {
  await page.context().addCookies([{ name: 'stytch_session', value: sessionToken, url: process.env.GH_PLAYGROUND_URL! }]);
  await widget.open({ page: 'account' });
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
}

/**
 * Types the code sent to `to` (the `count`-th message) into the focused OTP boxes — empty ones: the prompt's
 * boxes keep their code, focused, while it is checked and the refused change runs again, and the next boxes
 * take focus only once they show (typing into the prompt's lost the first digit).
 */
async function typeCode(widget: WidgetPage, page: Page, to: string, count: number): Promise<void> {
  const boxes = page.getByRole('textbox', { name: 'One-time passcode' });
  await expect(boxes).toBeFocused();
  await expect(boxes).toHaveValue('');
  await page.keyboard.type((await widget.message(to, count)).code!);
}

test('a Google user manages the account by keyboard alone; a stale session is asked for a fresh code before a phone is added', async ({
  widget,
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = 'ada@example.com';
  // OAuth tokens are bound to the browser that asked (issue 42): the token is minted for this verifier's challenge.
  const code_verifier = 'account-settings-journey-verifier-0123456789abcdef';
  const { token } = (await widget.control('POST', '/oauth/token', { provider: 'google', email, name: 'Ada Lovelace', code_verifier })) as {
    token: string;
  };
  const signedIn = await sdk(widget, '/oauth/authenticate', { token, code_verifier, session_duration_minutes: 60 });
  await addVirtualAuthenticator(page);
  await openAccount(widget, page, signedIn.session_token as string);
  const press = async (name: string | RegExp) => {
    await widget.keyTo(page.getByRole('button', { name, exact: typeof name === 'string' }));
    await page.keyboard.press('Enter');
  };
  widget.keyboardOnly();

  // A second email: a code sent to it, typed in the boxes.
  const second = 'ada.work@example.com';
  await press('Add an email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await typeCode(widget, page, second, 1);
  await expect(page.locator('[data-part="account-contacts"]').getByRole('listitem').filter({ hasText: second })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an email' })).toBeFocused();

  // A password: refused until a fresh email code (the Google sign-in is no such factor), then set.
  await press('Set a password');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await press(`Send a code to ${email}`);
  await typeCode(widget, page, email, 1);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();

  // Google removed: the password and the emails remain.
  await press('Remove Google');
  await expect(page.getByRole('button', { name: 'Remove Google' })).toHaveCount(0);
  await expect(page.getByText('No connected accounts.')).toBeVisible();

  // A passkey: added, renamed, deleted after the confirmation.
  await press('Add a passkey');
  await expect(page.getByRole('button', { name: /^Edit name of / })).toBeVisible();
  await press(/^Edit name of /);
  await expect(page.getByRole('textbox', { name: 'Passkey name' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Work laptop');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit name of Work laptop' })).toBeFocused();
  await press('Delete Work laptop');
  await expect(page.getByText('Delete the passkey \u2068Work laptop\u2069? Once deleted, the passkey cannot be restored.')).toBeVisible();
  await press('Delete');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // The authenticator app: the QR code and key, the app's first code, the recovery codes; then removed.
  await press('Set up an authenticator app');
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.locator('[data-part="totp-secret"]').textContent())!.replaceAll(' ', '');
  await widget.keyTo(page.getByRole('textbox', { name: 'Code from your authenticator app' }));
  await page.keyboard.type(totpCode(secret, { timestamp: widget.emulator.clock.now() }));
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await press('Remove Authenticator app');
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeFocused();

  // Five minutes on, the session's factors are stale: adding a phone asks for a fresh code first.
  await widget.advanceEmulatorClock(6);
  const phone = '+14155552671';
  await press('Add a phone number');
  await page.keyboard.type('4155552671');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await press(`Send a code to ${email}`);
  await typeCode(widget, page, email, 2);
  await typeCode(widget, page, phone, 1);
  await expect(page.locator('[data-part="account-contacts"]').getByRole('listitem').filter({ hasText: phone })).toBeVisible();

  await widget.expectAnnounced([
    // Values isolated in the text (issue 40): addresses left to right, names in their own direction.
    `Notification Email \u2066${second}\u2069 added`,
    'Notification Password saved',
    'Notification \u2068Google\u2069 removed',
    'Notification Passkey added',
    'Notification Passkey renamed',
    'Notification \u2068Work laptop\u2069 removed',
    'Notification Authenticator app set up',
    'Notification Authenticator app removed',
    `Notification Phone number \u2066${phone}\u2069 added`,
  ]);
  await widget.endKeyboardOnly();
  expect(await widget.eventTypes()).toEqual([
    'ACCOUNT_EMAIL_ADD',
    'ACCOUNT_STEP_UP',
    'ACCOUNT_PASSWORD_SET',
    'ACCOUNT_FACTOR_REMOVE',
    'ACCOUNT_PASSKEY_ADD',
    'ACCOUNT_PASSKEY_RENAME',
    'ACCOUNT_FACTOR_REMOVE',
    'ACCOUNT_TOTP_ADD',
    'ACCOUNT_FACTOR_REMOVE',
    'ACCOUNT_STEP_UP',
    'ACCOUNT_PHONE_ADD',
  ]);
});

test('the last way to sign in is not removed: pressing Remove says why, and focus stays on it', async ({ widget, page }) => {
  const email = 'grace@example.com';
  const { method_id } = await sdk(widget, '/otps/email/login_or_create', { email });
  const { session_token } = await sdk(widget, '/otps/authenticate', {
    token: (await widget.message(email)).code,
    method_id,
    session_duration_minutes: 60,
  });
  await openAccount(widget, page, session_token as string);
  widget.keyboardOnly();
  const remove = page.getByRole('button', { name: `Remove ${email}` });
  await widget.keyTo(remove);
  await page.keyboard.press('Enter');
  await expect(remove).toHaveAccessibleDescription(
    'This is your only way to sign in, so it cannot be removed. Add another way to sign in first.',
  );
  await expect(remove).toBeFocused();
  await widget.expectAnnounced(['This is your only way to sign in, so it cannot be removed. Add another way to sign in first.']);
  await expect(page.locator('[data-part="account-contacts"]').getByRole('listitem').filter({ hasText: email })).toBeVisible();
  expect(await widget.eventTypes()).toEqual([]);
});
