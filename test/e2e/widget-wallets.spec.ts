/**
 * Crypto wallets in the widget against the real emulator, with the emulator's test wallets (spec §2 crypto
 * screens, §4 "Crypto", §5 SIWE, §7 `personal_sign` / Solana `signMessage` base58). What the widget shows for a
 * declined signature and the set-up screen are walked in the Flows/WalletSignIn stories; the client with a
 * wallet that declines is in emulator-wallets.spec.ts.
 */
import { installEthereumWallet, installSolanaWallet } from '../../emulator/src/fixtures/index.ts';
import bs58 from 'bs58';
import { expect, test } from './support/widget';

test('signs in with an Ethereum wallet by keyboard alone, without SIWE', async ({ widget, page }) => {
  const wallet = await installEthereumWallet(page);
  widget.keyboardOnly();
  await widget.open('products=crypto,otp&otp=email');
  const start = page.waitForRequest((request) => request.url().includes('/crypto_wallets/authenticate/start/primary'));
  const walletButton = page.getByRole('button', { name: 'Continue with Ethereum Wallet' });
  await expect(walletButton).toBeVisible();
  // From the email field, one step back reaches the wallet (crypto is listed first).
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(walletButton).toBeFocused();
  await page.keyboard.press('Enter');

  const body = (await start).postDataJSON();
  expect(body).toMatchObject({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' });
  expect(body.siwe_params).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText(/^Signed in as user-test-/);
  expect(await widget.eventTypes()).toEqual([
    'CRYPTO_WALLET_AUTHENTICATE_START',
    'CRYPTO_WALLET_AUTHENTICATE',
    'AUTHENTICATE_FLOW_COMPLETE',
  ]);
  const session = JSON.parse((await page.getByTestId('session-json').textContent())!);
  expect(session.user.crypto_wallets).toEqual([
    expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' }),
  ]);
});

test('a project that requires SIWE: the page origin as its uri, and an EIP-4361 message to sign', async ({ widget, page }) => {
  await installEthereumWallet(page);
  await widget.configure({ siweRequiredForCryptoWallets: true });
  await widget.open('products=crypto');
  const start = page.waitForResponse((response) => response.url().includes('/crypto_wallets/authenticate/start/primary'));
  await page.getByRole('button', { name: 'Continue with Ethereum Wallet' }).click();
  const response = await start;
  expect(response.request().postDataJSON().siwe_params).toEqual({ uri: new URL(page.url()).origin });
  expect((await response.json()).data.challenge).toContain('wants you to sign in with your Ethereum account');
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
});

test('signs in with a Solana wallet: signMessage, sent base58', async ({ widget, page }) => {
  const wallet = await installSolanaWallet(page);
  await widget.open('products=crypto');
  const authenticate = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/crypto_wallets/authenticate'));
  await page.getByRole('button', { name: 'Continue with Phantom' }).click();
  const body = (await authenticate).postDataJSON();
  expect(body).toMatchObject({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana' });
  expect(bs58.decode(body.signature)).toHaveLength(64);
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText(/^Signed in as user-test-/);
});

test('more wallets than slots: the other-wallet screen, and a sign-in from it', async ({ widget, page }) => {
  await installEthereumWallet(page);
  const solana = await installSolanaWallet(page);
  // Four social buttons leave one wallet slot (spec §2: 6 − 4 − 1).
  await widget.open('products=oauth,crypto&providers=google,github,gitlab,discord');
  await expect(page.getByRole('button', { name: 'Continue with Ethereum Wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Phantom' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Phantom' }).click();
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  const session = JSON.parse((await page.getByTestId('session-json').textContent())!);
  expect(session.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: solana.address })]);
});
