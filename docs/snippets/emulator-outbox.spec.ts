import { latestCode } from 'gatehouse-emulator/fixtures';
import { expect, test } from '@playwright/test';

const EMULATOR = 'http://localhost:8787';

// Each test starts from an empty project: no users, sessions or messages.
test.beforeEach(async () => {
  await fetch(`${EMULATOR}/_emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});

test('signs up by email passcode', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  // The newest passcode the emulator sent to that address (it waits for the message if it is not there yet).
  const code = await latestCode('ada@example.com', { baseUrl: EMULATOR });
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});
