import { expect, test } from './support/widget';

test('signs up by email passcode, by keyboard alone, and reports each step', async ({ widget, page }) => {
  await widget.open('products=otp&otp=email');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText('A 6-digit passcode was sent to you at ada@example.com.')).toBeVisible();
  const { code } = await widget.message('ada@example.com');
  // The boxes have focus; the sixth digit submits by itself (spec §4).
  await page.keyboard.type(code!);

  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  expect(await widget.eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await widget.sessionCookie()).toBeTruthy();
});
