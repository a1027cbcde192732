import { expect, test } from './support/widget';

// The playground runs the package from source on Vite's development server, where each style module
// arrives as a <style> in the document as it loads; the widget in shadow DOM must get them all, including
// those of screens loaded later.
test('in the development playground, the widget in shadow DOM is styled, lazy screens included, and signs in', async ({ widget, page }) => {
  await widget.open('products=otp&otp=email&shadow=1');
  const heading = page.getByRole('heading', { name: 'Sign up or log in' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  // The spec's default primary button colour (#19303D, §9).
  await expect(page.getByRole('button', { name: 'Continue with email' })).toHaveCSS('background-color', 'rgb(25, 48, 61)');

  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  // OTPAuthenticate is a lazy chunk; its boxes are styled by a style module that arrived after mounting:
  // they are as tall as the buttons (the theme's 45px control height), not an unstyled box's line.
  await expect(page.locator('[data-part="box"]').first()).toHaveCSS('height', '45px');

  const { code } = await widget.message('ada@example.com');
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
});
