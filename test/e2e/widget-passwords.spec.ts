import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

const STRONG = 'Violet-Harbor-Tundra-42';
const NEWER = 'mauve-kettle-frosty-oar';

const SIGNED_UP = ['PASSWORD_CREATE', 'AUTHENTICATE_FLOW_COMPLETE'];
const LOGGED_IN = ['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'];

/**
 * Passwords, with reset emails linking to the playground in reset-password mode and login emails to the
 * playground's redirect route, both on this test's emulator.
 */
function passwordConfig(widget: WidgetPage, products: string[] = ['passwords'], extra: Record<string, unknown> = {}) {
  return {
    products,
    passwordOptions: {
      resetPasswordRedirectURL: widget.playgroundUrl({ mode: 'resetPassword', products: 'passwords' }),
      loginRedirectURL: widget.playgroundUrl({ products: 'passwords' }),
    },
    ...extra,
  };
}

/** Creates a password user through the API. */
async function passwordUser(widget: WidgetPage, email: string, password = STRONG) {
  expect((await widget.api('/passwords', { email, password })).status).toBe(200);
}

/** Enters the address on Main and continues to the password screen. */
async function lookUp(page: Page, email: string, heading: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** The same by keyboard alone: the address typed into the focused field, Enter to continue. */
async function lookUpByKeyboard(page: Page, email: string, heading: string) {
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const meter = (page: Page) => page.locator('[data-part="strength-meter"]');
const newPassword = (page: Page) => page.getByLabel('New password');

test('signs a new user up by keyboard alone within the request budget: bootstrap, users/search, strength_check, events, passwords', async ({
  widget,
  page,
}) => {
  const requests = widget.recordRequests();
  widget.keyboardOnly();
  await widget.openWithConfig(passwordConfig(widget));
  await lookUpByKeyboard(page, 'new@example.com', 'Create an account');
  await expect(newPassword(page)).toBeFocused();
  await page.keyboard.type(STRONG);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  // The strength level is heard once the check has answered (issue 23).
  await widget.expectAnnounced(['Password strength: Very strong.']);
  await widget.endKeyboardOnly();

  const made = await requests.withEvents();
  widget.logRequests('password sign-up', requests);
  // Issue: the provider's widget makes 5 for this journey; so may we.
  expect(made).toHaveLength(5);
  expect(made.map((r) => r.replace(/public-token-[\w-]+/, '{token}')).sort()).toEqual([
    'GET /projects/bootstrap/{token}',
    'POST /events',
    'POST /passwords',
    'POST /passwords/strength_check',
    'POST /users/search',
  ]);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as new@example.com');
  expect(await widget.eventTypes()).toEqual(SIGNED_UP);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('the meter and the button follow a weak then a strong password, one strength check per pause', async ({ widget, page }) => {
  // The page's clock decides when a pause has lasted 500 ms, whatever the machine's speed.
  await widget.installClock();
  const requests = widget.recordRequests();
  const checks = () => requests.list().filter((r) => r === 'POST /passwords/strength_check').length;
  await widget.openWithConfig(passwordConfig(widget));
  await lookUp(page, 'new@example.com', 'Create an account');
  await widget.pauseClock();

  await newPassword(page).pressSequentially('abc1');
  await page.clock.runFor(499);
  expect(checks()).toBe(0);
  await page.clock.runFor(1);
  // zxcvbn policy: score 0–1 is one red segment (spec §5).
  await expect(meter(page)).toHaveAttribute('data-segments-filled', '1');
  await expect(meter(page)).toHaveAttribute('data-tone', 'error');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(checks()).toBe(1);

  await newPassword(page).pressSequentially('-Violet-Harbor-Tundra');
  await page.clock.runFor(500);
  await expect(meter(page)).toHaveAttribute('data-segments-filled', '4');
  await expect(meter(page)).toHaveAttribute('data-tone', 'success');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // Four keys, then twenty-one: two pauses, two checks.
  expect(checks()).toBe(2);

  await page.clock.resume();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(SIGNED_UP);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('the LUDS policy shows its rules with the project numbers, and a password that meets them signs up', async ({ widget, page }) => {
  await widget.control('PATCH', '/config', { passwordPolicy: { strengthPolicy: 'luds', ludsComplexity: 3, ludsMinimumCount: 10 } });
  await widget.openWithConfig(passwordConfig(widget));
  await lookUp(page, 'luds@example.com', 'Create an account');
  await newPassword(page).fill('abc');
  const length = page.locator('[data-part="rule"]', { hasText: 'Must be at least 10 characters long' });
  const kinds = page.locator('[data-part="rule"]', {
    hasText: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
  });
  await expect(length).not.toHaveAttribute('data-met');
  await expect(kinds).not.toHaveAttribute('data-met');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await newPassword(page).fill('Harbor-42-tundra');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(kinds).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(SIGNED_UP);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('an existing user logs in by keyboard alone; a wrong password shows the API message first, focus staying in the field', async ({
  widget,
  page,
}) => {
  await passwordUser(widget, 'ada@example.com');
  const requests = widget.recordRequests();
  widget.keyboardOnly();
  await widget.openWithConfig(passwordConfig(widget));
  await lookUpByKeyboard(page, 'ada@example.com', 'Log In');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();

  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.');
  await expect(password).toHaveValue('not-my-password');
  await expect(password).toBeEnabled();
  // The message is the card's alert (it is about the address and the password together); the password field
  // keeps focus, so the next try is typed straight in (issue 23).
  await expect(password).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await widget.expectAnnounced(['The email address or password is incorrect.']);
  await widget.endKeyboardOnly();
  widget.logRequests('password log-in, one wrong password first', requests);
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect(await widget.eventTypes()).toEqual(LOGGED_IN);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('forgot password → the reset link → a new password that works while the old one fails, by keyboard alone', async ({
  widget,
  page,
}) => {
  await passwordUser(widget, 'ada@example.com');
  const requests = widget.recordRequests();
  widget.keyboardOnly();
  await widget.openWithConfig(passwordConfig(widget));
  await lookUpByKeyboard(page, 'ada@example.com', 'Log In');
  await widget.keyTo(page.getByRole('button', { name: 'Forgot Password?' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('A link to reset your password was sent to you at ada@example.com.')).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL_START']);

  const { link } = await widget.message('ada@example.com');
  expect(link).toContain('stytch_token_type=reset_password');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // A page opened from a link: the user comes to the form (the playground's own controls come first in the tab order).
  await newPassword(page).focus();
  await page.keyboard.type(NEWER);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await widget.expectAnnounced(['Password strength: Very strong.']);
  await widget.endKeyboardOnly();
  widget.logRequests('forgot password, then the reset page', requests);
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  expect((await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(401);
  expect((await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: NEWER })).status).toBe(200);
});

test("a password that must be reset (dedupe) → PasswordDedupe; 'Login without a password' works", async ({ widget, page }) => {
  await passwordUser(widget, 'ada@example.com');
  await widget.control('POST', '/passwords/require_reset', { email: 'ada@example.com' });
  await widget.openWithConfig(passwordConfig(widget));
  await lookUp(page, 'ada@example.com', 'Log In');
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
  await expect(page.getByText('A login link was sent to you at ada@example.com to confirm it is you.')).toBeVisible();
  await expect(page.getByTestId('event-log').locator('li[data-kind="onError"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(widget.toast('Email resent')).toBeVisible();
  await widget.message('ada@example.com', 2);

  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual([
    'PASSWORD_RESET_BY_EMAIL_START',
    'PASSWORD_RESET_BY_EMAIL_START',
    'MAGIC_LINK_LOGIN_OR_CREATE',
  ]);
  await page.goto((await widget.message('ada@example.com', 3)).link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  expect(await widget.sessionCookie()).toBeTruthy();
});

test("'Login without a password' from PasswordForgot sends a login link that signs in", async ({ widget, page }) => {
  await passwordUser(widget, 'ada@example.com');
  await widget.openWithConfig(passwordConfig(widget));
  await lookUp(page, 'ada@example.com', 'Log In');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('An email was sent to ada@example.com.')).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL_START', 'MAGIC_LINK_LOGIN_OR_CREATE']);
  const login = await widget.message('ada@example.com', 2);
  expect(login.link).toContain('stytch_token_type=magic_links');
  await page.goto(login.link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('a passwordless user is sent a magic link at once, which signs them in', async ({ widget, page }) => {
  // A user who signed up by magic link has no password.
  expect((await widget.api('/magic_links/email/login_or_create', { email: 'lin@example.com' })).status).toBe(200);
  const redirect = widget.playgroundUrl({ products: 'passwords,emailMagicLinks' });
  const requests = widget.recordRequests();
  await widget.openWithConfig(
    passwordConfig(widget, ['passwords', 'emailMagicLinks'], {
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
    }),
  );
  await lookUp(page, 'lin@example.com', 'Check your email');
  await expect(page.getByText('A login link or code was sent to lin@example.com.')).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
  await page.goto((await widget.message('lin@example.com', 2)).link!);
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as lin@example.com');
  widget.logRequests('passwordless user: automatic link, then the redirect page', requests);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test('a passwordless user with email passcodes gets a code at once and signs in with it', async ({ widget, page }) => {
  expect((await widget.api('/otps/email/login_or_create', { email: 'lin@example.com' })).status).toBe(200);
  await widget.openWithConfig(passwordConfig(widget, ['passwords', 'otp'], { otpOptions: { methods: ['email'] } }));
  await lookUp(page, 'lin@example.com', 'Enter passcode');
  await expect(page.getByText('A 6-digit passcode was sent to you at lin@example.com.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a password instead' })).toBeVisible();
  await page.keyboard.type((await widget.message('lin@example.com', 2)).code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
});

test("a passwordless user: 'Create a password instead' → PasswordSetNew → the emailed link sets one", async ({ widget, page }) => {
  expect((await widget.api('/magic_links/email/login_or_create', { email: 'lin@example.com' })).status).toBe(200);
  await widget.openWithConfig(passwordConfig(widget, ['passwords', 'emailMagicLinks']));
  await lookUp(page, 'lin@example.com', 'Check your email');
  await page.getByRole('button', { name: 'Create a password instead' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  await expect(page.getByText('A login link was sent to you at lin@example.com.')).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE', 'PASSWORD_RESET_BY_EMAIL_START']);

  await page.goto((await widget.message('lin@example.com', 3)).link!);
  await newPassword(page).fill(STRONG);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
  expect((await widget.api('/passwords/authenticate', { email: 'lin@example.com', password: STRONG })).status).toBe(200);
});

test('a passwordless user without magic links or email codes is sent a reset at once (PasswordSetNew)', async ({ widget, page }) => {
  expect((await widget.api('/otps/email/login_or_create', { email: 'lin@example.com' })).status).toBe(200);
  await widget.openWithConfig(passwordConfig(widget));
  await lookUp(page, 'lin@example.com', 'Check your email!');
  expect((await widget.message('lin@example.com', 2)).kind).toBe('reset_password');
  expect(await widget.eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL_START']);
  expect(await widget.sessionCookie()).toBeUndefined();
});
