import { expect, test } from './support/widget';

// The playground is a production build from source: its stylesheet is linked into the shadow root
// (src/elements/stylesheet.ts), lazy screens' styles included. Vite's development server, where each style
// module arrives as a <style> as it loads, is covered by the catalogue's Elements/ShadowDOM stories.
test('in the playground, the widget in shadow DOM is styled, lazy screens included, and signs in by keyboard alone', async ({
  widget,
  page,
}) => {
  // Focus must not be lost inside the shadow root either, and its live regions are heard (issue 23).
  widget.keyboardOnly();
  await widget.open('products=otp&otp=email&shadow=1');
  const heading = page.getByRole('heading', { name: 'Sign up or log in' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  // The spec's default primary button colour (#19303D, §9).
  await expect(page.getByRole('button', { name: 'Continue with email' })).toHaveCSS('background-color', 'rgb(25, 48, 61)');

  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  // OTPAuthenticate is a lazy chunk; its boxes are styled inside the shadow root too: they are as tall as
  // the buttons (the theme's 45px control height), not an unstyled box's line.
  await expect(page.locator('[data-part="box"]').first()).toHaveCSS('height', '45px');

  const { code } = await widget.message('ada@example.com');
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  await widget.expectAnnounced([/^Your code expires in [45] minutes(, \d+ seconds?)?\.$/, 'Verifying passcode...']);
});

test("in shadow DOM, One Tap's prompt renders through a mount point in the light DOM, and signs the user in", async ({ widget, page }) => {
  // Auto sign-in (the stand-in's own prompt is not drawn): Google's script answers once the test has rendered a
  // prompt into the mount point, as Google's would.
  await widget.control('POST', '/one_tap', { error: null, identity: { email: 'tap@example.com', name: 'Tap Per' }, auto_select: true });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let credentials = 0;
  await page.route(`${widget.emulator.url}/_emulator/one_tap/credential`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    credentials++;
    await released;
    await route.continue();
  });
  await widget.open('products=oauth,otp&providers=google:onetap&otp=email&shadow=1');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();

  // Google looks the mount point up by id in the document and cannot render into a shadow root: it is a
  // light-DOM child of the host, shown inside the widget through a slot.
  const mountPoint = page.locator('[data-part="one-tap-prompt"]');
  const placement = await mountPoint.evaluate((element) => ({
    inDocument: element.getRootNode() === document && document.getElementById(element.id) === element,
    slotted: element.assignedSlot?.getRootNode() instanceof ShadowRoot,
  }));
  expect(placement).toEqual({ inDocument: true, slotted: true });
  await mountPoint.evaluate((element) => {
    const prompt = document.createElement('div');
    prompt.dataset['testid'] = 'google-prompt';
    prompt.style.height = '120px';
    element.append(prompt);
  });
  await expect(page.getByTestId('google-prompt')).toBeVisible();
  // The embedded One Tap area follows the prompt's height (spec §9) and drops its spinner.
  await expect(page.locator('[data-part="one-tap"]')).toHaveCSS('height', '120px');
  await expect(page.locator('[data-part="one-tap"]')).toHaveAttribute('data-state', 'shown');

  release();
  // The sign-in goes through the redirect: a whole new load of the development playground (hundreds of
  // modules), which on a loaded machine outlasts the default five seconds.
  await expect(page.getByTestId('redirect-status')).toHaveText('Signed in from the link.', { timeout: 20_000 });
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as tap@example.com');
  // Back on the page with One Tap, Google's quiet period after an automatic sign-in holds: the prompt is shown
  // and nothing signs the user in again (without it the page signed in and reloaded in a loop).
  await expect(page.getByRole('dialog', { name: 'Sign in with Google (emulated)' })).toBeVisible();
  expect(credentials).toBe(1);
});
