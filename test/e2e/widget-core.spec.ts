import { expect, test } from './support/widget';

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#5C727D"/></svg>')}`;

test('one method shows its form without tabs', async ({ widget, page }) => {
  await widget.open('products=otp&otp=sms');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('several passcode methods give the tabs Text, WhatsApp, Email, operable by arrow keys', async ({ widget, page }) => {
  await widget.open('products=otp&otp=sms,whatsapp,email');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Text', 'WhatsApp', 'Email']);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test('the configuration errors of spec §5 show their exact texts and reach onError', async ({ widget, page }) => {
  await widget.open('products=passkeys');
  await expect(page.getByRole('alert')).toHaveText('Error: Cannot use Passkeys by itself, please add another product to the config.');
  await expect(page.getByTestId('event-log')).toContainText('onError: Error: Cannot use Passkeys by itself');

  await widget.open('products=emailMagicLinks,otp&otp=email');
  await expect(page.getByRole('alert')).toHaveText('Error: Cannot use both EML and Email OTP');
});

test('hideHeaderText hides the header from sight only, and a logo shows above it', async ({ widget, page }) => {
  await widget.open({ products: 'otp', otp: 'email', hideHeader: '1', logo });
  const heading = page.getByRole('heading', { name: 'Sign up or log in' });
  await expect(heading).toBeAttached();
  const box = await heading.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1);
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
});

test('a typed styles object changes the computed colours', async ({ widget, page }) => {
  const styles = { buttons: { primary: { backgroundColor: '#0B3D91', textColor: '#FFFFFF' } }, container: { borderRadius: '20px' } };
  await widget.open({ products: 'otp', otp: 'email', styles: JSON.stringify(styles) });
  const button = page.getByRole('button', { name: 'Continue with email' });
  await expect(button).toHaveCSS('background-color', 'rgb(11, 61, 145)');
  await expect(page.locator('[data-screen="Main"] [data-part="screen"]')).toHaveCSS('border-top-left-radius', '20px');
});

test('the dark theme restyles the card', async ({ widget, page }) => {
  await widget.open('products=otp&otp=email');
  const light = await page.locator('[data-part="screen"]').evaluate((el) => getComputedStyle(el).backgroundColor);
  await widget.open('products=otp&otp=email&theme=dark');
  await expect(page.locator('[data-part="screen"]')).not.toHaveCSS('background-color', light);
});

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

test('the screens prop wraps a screen in the host markup', async ({ widget, page }) => {
  await widget.open('products=otp&otp=email&wrap=OTPAuthenticate');
  await page.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const wrapper = page.getByTestId('host-wrapper');
  await expect(wrapper).toContainText('Host content around OTPAuthenticate');
  await expect(wrapper.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
});

test('more than six social providers: the first six in config order, and a wallet takes the last slot (spec §2 slot rule)', async ({
  widget,
  page,
}) => {
  const eight = 'google,apple,github,microsoft,facebook,discord,slack,amazon';
  await widget.open(`products=oauth,otp&otp=email&providers=${eight}`);
  const buttons = page.getByRole('button', { name: /^Continue with / });
  await expect(buttons.filter({ hasNotText: 'email' })).toHaveText([
    'Continue with Google',
    'Continue with Apple',
    'Continue with GitHub',
    'Continue with Microsoft',
    'Continue with Facebook',
    'Continue with Discord',
  ]);

  // With wallets offered and none in this browser, five providers keep their places and the sixth slot
  // becomes the wallet set-up entry.
  await widget.open(`products=oauth,crypto,otp&otp=email&providers=${eight}`);
  await expect(page.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  await expect(buttons.filter({ hasNotText: 'email' })).toHaveText([
    'Continue with Google',
    'Continue with Apple',
    'Continue with GitHub',
    'Continue with Microsoft',
    'Continue with Facebook',
  ]);
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
