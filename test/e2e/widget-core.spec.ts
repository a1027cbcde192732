import { expect, test } from './support/widget';

test('the composition example: Main beside the host column, the passcode in the host dialog, then success', async ({ widget, page }) => {
  await widget.open('example=composed');
  await expect(page.getByRole('heading', { name: 'Acme Cloud' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'One-time passcode' })).toBeFocused();
  const { code } = await widget.message('grace@example.com');
  await page.keyboard.type(code!);

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as grace@example.com');
});

test('passkeys with a form: no passkey button where the browser offers passkeys in autofill', async ({ widget, page }) => {
  const ceremony = page.waitForRequest((request) => request.url().includes('/sdk/v1/webauthn/authenticate/start/'));
  await widget.open('products=otp,passkeys&otp=email');
  const email = page.getByRole('textbox', { name: 'Email' });
  // Main is settled once the autofill ceremony waits in the field's list.
  await ceremony;
  // The field offers passkeys through autofill instead (spec §5), so Main shows no button for them.
  await expect(email).toHaveAttribute('autocomplete', /webauthn/);
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
});

test("the card keeps the theme's width in a host's centred flex column, and narrows with a phone's screen", async ({ widget, page }) => {
  // The playground's widget column is `display: flex; align-items: center`, a shrink-to-fit layout.
  await widget.open('products=otp&otp=email');
  const card = page.locator('[data-screen="Main"] [data-part="screen"]');
  await expect.poll(async () => (await card.boundingBox())?.width).toBe(400);
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(async () => (await card.boundingBox())?.width).toBeLessThanOrEqual(320);
  expect((await card.boundingBox())!.width).toBeGreaterThan(200);
});
