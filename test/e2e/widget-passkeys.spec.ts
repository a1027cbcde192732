/**
 * Passkeys in the widget against the real emulator, with CDP virtual authenticators (spec §2 passkey screens,
 * §4 "Passkey login" and "Passkey registration", §5 autofill, §8 passkey messages).
 */
import { addVirtualAuthenticator } from '../../emulator/src/fixtures/index.ts';
import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

/** Signs a new user up by email passcode in the widget, as the passkey journeys' starting point. */
async function signUp(widget: WidgetPage, page: Page, email: string): Promise<void> {
  await widget.open('products=otp&otp=email');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const { code } = await widget.message(email);
  await expect(page.getByRole('textbox', { name: 'One-time passcode' })).toBeFocused();
  await page.keyboard.type(code!);
  await expect(page.getByTestId('session-status')).toHaveText(`Signed in as ${email}`);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
}

test('registration mode by keyboard alone: create, rename, delete with Cancel and Escape, already registered, another passkey, Skip and Done', async ({
  widget,
  page,
}) => {
  const first = await addVirtualAuthenticator(page);
  await signUp(widget, page, 'ada@example.com');

  widget.keyboardOnly();
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
  await expect(page.getByText("With Passkeys, you don't need to remember complex passwords.")).toBeVisible();
  const press = async (name: string | RegExp, exact = false) => {
    await widget.keyTo(page.getByRole('button', { name, exact }));
    await page.keyboard.press('Enter');
  };
  await page.getByRole('button', { name: 'Create a Passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem');
  await expect(rows).toHaveText(['Passkey 1']);

  // Rename: the new name is kept by the server (a fresh load of the list shows it); focus goes back to the
  // row's edit button (issue 23).
  await press('Edit name of Passkey 1');
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  const name = page.getByRole('textbox', { name: 'Passkey name' });
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Work laptop');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveText(['Work laptop']);
  await expect(page.getByRole('button', { name: 'Edit name of Work laptop' })).toBeFocused();

  // The same authenticator again: the browser refuses a second passkey for this account (spec §8 text).
  await press('Set up another Passkey');
  await press('Create a Passkey');
  await expect(page.getByRole('alert')).toHaveText(
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  );

  // Another device: the second passkey joins the list.
  await first.remove();
  await addVirtualAuthenticator(page);
  await press('Create a Passkey');
  await expect(rows).toHaveText(['Work laptop', 'Passkey 2']);

  // Edit mode hides the other rows' actions; Escape leaves it.
  await press('Edit name of Passkey 2');
  await expect(page.getByRole('button', { name: 'Edit name of Work laptop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Work laptop' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Delete Work laptop' })).toBeEnabled();

  // Delete mode: the warning with Delete and Cancel; Cancel and Escape keep the passkey, Delete removes it.
  await press('Delete Work laptop');
  await expect(page.getByRole('alert')).toHaveText('Once deleted, the passkey cannot be restored.');
  await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toHaveCount(0);
  await press('Cancel');
  await expect(rows).toHaveText(['Work laptop', 'Passkey 2']);
  await press('Delete Work laptop');
  await expect(page.getByRole('alert')).toHaveText('Once deleted, the passkey cannot be restored.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Delete Work laptop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await press('Delete', true);
  await expect(rows).toHaveText(['Passkey 2']);

  await press('Done');
  await press('Set up another Passkey');
  await press('Skip');
  await expect(rows).toHaveText(['Passkey 2']);
  await expect.poll(() => widget.eventTypes()).toEqual(['PASSKEY_REGISTER', 'PASSKEY_REGISTER', 'PASSKEY_DONE', 'PASSKEY_SKIP']);
  // Heard on the way (issue 23): the refusal, the delete warning each time it opens, and what 'Done' did.
  await widget.expectAnnounced([
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
    'Once deleted, the passkey cannot be restored.',
    'Once deleted, the passkey cannot be restored.',
    'Once deleted, the passkey cannot be restored.',
    'Notification Your passkeys are saved.',
  ]);
  await widget.endKeyboardOnly();

  // A fresh load shows what the server kept: the rename and the deletion.
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(rows).toHaveText(['Passkey 2']);
});

test('a failed rename or delete is rolled back', async ({ widget, page }) => {
  await addVirtualAuthenticator(page);
  await signUp(widget, page, 'grace@example.com');
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  const rows = page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem');
  await expect(rows).toHaveText(['Passkey 1']);

  widget.allowConsoleError(/status of 500/);
  await widget.fault({ path: '/sdk/v1/webauthn/update/*', method: 'PUT', status: 500, error_type: 'internal_server_error', count: 1 });
  await page.getByRole('button', { name: 'Edit name of Passkey 1' }).click();
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Phone');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('event-log').getByText(/^onError:/)).toHaveCount(1);
  await expect(rows).toHaveText(['Passkey 1']);

  await widget.fault({
    path: '/sdk/v1/users/webauthn_registrations/*',
    method: 'DELETE',
    status: 500,
    error_type: 'internal_server_error',
    count: 1,
  });
  await page.getByRole('button', { name: 'Delete Passkey 1' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('event-log').getByText(/^onError:/)).toHaveCount(2);
  await expect(rows).toHaveText(['Passkey 1']);
});

test('registration mode without a signed-in user shows the spec error', async ({ widget, page }) => {
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await expect(page.getByRole('alert')).toHaveText('Error: Cannot use PasskeyRegistration component without active user authenticated.');
  await expect(page.getByRole('button', { name: 'Create a Passkey' })).toHaveCount(0);
});

test('signs in with the passkey by autofill from the email field, and by the button by keyboard alone; a cancelled ceremony can be retried', async ({
  widget,
  page,
}) => {
  // With a form and autofill support, no button: the email input offers passkeys. Seen before any
  // authenticator is attached, while the browser's request stays open (as for a user with no passkey
  // here): once the passkey exists, the authenticator answers at once and the form gives way to Success,
  // however quickly the test looks.
  await widget.open('products=otp,passkeys&otp=email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);

  const authenticator = await addVirtualAuthenticator(page);
  await signUp(widget, page, 'lin@example.com');
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  await signOut(page);

  // The same form now: the virtual authenticator answers the browser's request as a user picking the
  // passkey from the email field's suggestions would.
  await widget.open('products=otp,passkeys&otp=email');
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as lin@example.com');
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
  expect(await widget.eventTypes()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  await signOut(page);

  // Without a form the button shows. The user declines the ceremony first: the spec's text, then a retry, with
  // focus kept on the button throughout (issue 23).
  widget.keyboardOnly();
  await widget.open('products=oauth,passkeys&providers=github');
  await authenticator.setUserVerified(false);
  await page.getByRole('button', { name: 'Continue with GitHub' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Unknown error occurred during passkey authentication. Please try again.');
  await authenticator.setUserVerified(true);
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as lin@example.com');
  await widget.expectAnnounced(['Unknown error occurred during passkey authentication. Please try again.']);
});

test('a passkey deleted from the account gives the spec text', async ({ widget, page }) => {
  await addVirtualAuthenticator(page);
  await signUp(widget, page, 'kim@example.com');
  await widget.open('mode=passkeyRegistration&products=otp,passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  // Deleted elsewhere (the host's own page, through the API): deleted in the widget, the Signal API would have
  // the browser forget it too (issue 39; widget-passkeys-level3.spec.ts).
  const [passkey] = await widget
    .sessionCall('GET', '/users/me')
    .then((me) => me.webauthn_registrations as { webauthn_registration_id: string }[]);
  await widget.sessionCall('DELETE', `/users/webauthn_registrations/${passkey!.webauthn_registration_id}`);
  await signOut(page);

  await widget.open('products=oauth,passkeys&providers=github');
  widget.allowConsoleError(/status of 404/);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  );
});

test('autofill waits on Main, steps aside when the user takes another path, and waits again back on Main', async ({ widget, page }) => {
  // No authenticator is attached, so the autofill request stays open, as for a user without a passkey here.
  const ceremonies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sdk/v1/webauthn/authenticate/start/')) ceremonies.push(request.url());
  });
  await widget.open('products=otp,passkeys&otp=email');
  await expect.poll(() => ceremonies.length).toBe(1);

  await page.getByRole('textbox', { name: 'Email' }).fill('mo@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('mo@example.com');
  await expect.poll(() => ceremonies.length).toBe(2);

  // The passcode path finishes as if autofill had never been there.
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const { code } = await widget.message('mo@example.com', 2);
  await expect(page.getByRole('textbox', { name: 'One-time passcode' })).toBeFocused();
  await page.keyboard.type(code!);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(ceremonies).toHaveLength(2);
});

test('autofill is retried up to 5 times, quietly, then Main offers the button', async ({ widget, page }) => {
  // An authenticator without a passkey for this site ends each autofill request at once.
  await addVirtualAuthenticator(page);
  const ceremonies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sdk/v1/webauthn/authenticate/start/')) ceremonies.push(request.url());
  });
  await widget.open('products=otp,passkeys&otp=email');
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  expect(ceremonies).toHaveLength(6);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('event-log').getByText(/^onError:/)).toHaveCount(1);
});
