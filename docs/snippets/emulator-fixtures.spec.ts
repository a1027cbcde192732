import { addVirtualAuthenticator, installEthereumWallet } from 'gatehouse-emulator/fixtures';
import { expect, test } from '@playwright/test';

test('signs in with an Ethereum wallet', async ({ page }) => {
  // `window.ethereum` in every page of the test; it signs in Node with a fresh key.
  const wallet = await installEthereumWallet(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Ethereum Wallet' }).click();
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
});

test('a signed-in user creates a passkey', async ({ page }) => {
  // A CDP virtual authenticator that verifies the user: passkeys register and sign in headless.
  const authenticator = await addVirtualAuthenticator(page);
  // Your page with <PasskeyRegistration />, reached signed in (e.g. after the passcode test's steps).
  await page.goto('/account/passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
});
