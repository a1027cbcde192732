import type { Message } from 'gatehouse-emulator';
import { expect, test } from '@playwright/test';

const EMULATOR = 'http://localhost:8787';

/** The newest message the emulator "sent" to `to`: its outbox, newest first. */
async function latestMessage(to: string): Promise<Message> {
  const response = await fetch(`${EMULATOR}/_emulator/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Message[] };
  if (!messages[0]) throw new Error(`No message was sent to ${to}`);
  return messages[0];
}

// Each test starts from an empty project: no users, sessions or messages.
test.beforeEach(async () => {
  await fetch(`${EMULATOR}/_emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});

test('signs up by email passcode', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  // The code screen shows once the emulator has sent the passcode, so it is in the outbox now.
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const { code } = await latestMessage('ada@example.com');
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code!);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});
