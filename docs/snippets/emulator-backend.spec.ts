import { backendClientOptions, latestCode } from 'gatehouse-emulator/fixtures';
import { expect, test } from '@playwright/test';
import * as stytch from 'stytch';

const EMULATOR = 'http://localhost:8787';

test('an admin revokes every session of a user, who is signed out', async ({ page }) => {
  // What the app's server is given, from the running emulator: { project_id, secret, env }.
  const server = new stytch.Client(await backendClientOptions({ baseUrl: EMULATOR }));

  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page
    .getByRole('textbox', { name: 'One-time passcode' })
    .pressSequentially(await latestCode('grace@example.com', { baseUrl: EMULATOR }));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();

  // The server's side, as the app's own server code would call it.
  const [user] = (
    await server.users.search({
      query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['grace@example.com'] }] },
    })
  ).results;
  for (const session of (await server.sessions.get({ user_id: user!.user_id })).sessions) {
    await server.sessions.revoke({ session_id: session.session_id });
  }
  expect((await server.sessions.get({ user_id: user!.user_id })).sessions).toEqual([]);
});
