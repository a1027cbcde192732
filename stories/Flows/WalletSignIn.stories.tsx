import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CurrentScreen } from '../../src/widget';
import { fakeServices, fakeSignIn } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { findToast } from '../support/toasts';
import type { WidgetConfig } from '../../src/flow';

const meta = {
  title: 'Flows/WalletSignIn',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const config: WidgetConfig = { products: ['crypto' as const] };
const withWallet = { capabilities: { wallets: async () => [{ id: 'injected:ethereum', option: 'metamask' as const }] } };

/** Main → CryptoConnect → CryptoSignMessage → CryptoConfirmation (spec §4 "Crypto"). */
export const SignIn: Story = {
  render: renderFlow({ config, services: fakeServices(withWallet) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Metamask' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

const declined = () => Promise.reject(new Error('User rejected the request.'));
const declinedAuthenticate = fn(async () => fakeSignIn());
const declinedError = fn().mockName('onError');

/** The user declines to sign: the toast, then CryptoError; the host hears it once (spec §8). */
export const DeclinedSignature: Story = {
  render: renderFlow({
    config,
    services: fakeServices({ ...withWallet, crypto: { sign: declined, authenticate: declinedAuthenticate } }),
    callbacks: { onError: declinedError },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Metamask' }));
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(
      canvas.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeVisible();
    await expect(await findToast(canvasElement, '[Error] Could not sign message')).toBeVisible();
    await expect(declinedError).toHaveBeenCalledTimes(1);
    await expect(declinedError).toHaveBeenCalledWith(expect.objectContaining({ message: 'User rejected the request.' }));
    await expect(declinedAuthenticate).not.toHaveBeenCalled();
  },
};

const backAuthenticate = fn(async () => fakeSignIn());

/** After a declined signature, CryptoError's back arrow returns to Main, where the wallet can be tried again (spec §4). */
export const DeclinedThenBack: Story = {
  render: renderFlow({ config, services: fakeServices({ ...withWallet, crypto: { sign: declined, authenticate: backAuthenticate } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Metamask' }));
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    // Held on screen: the picture shows Main with the toast, however long the checks take.
    await expect(await findToast(canvasElement, '[Error] Could not sign message')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Metamask' })).toBeEnabled();
    await expect(backAuthenticate).not.toHaveBeenCalled();
  },
};

/**
 * No wallet in the browser: 'Set up a new crypto wallet' opens the set-up screen, whose four links open the
 * wallets' sites in a new tab, and its back arrow returns to Main (spec §2).
 */
export const SetUpWallet: Story = {
  render: renderFlow({ config }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up a new crypto wallet' }));
    await expect(await canvas.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Set up a new crypto wallet' })).getAllByRole('link')).toHaveLength(4);
    for (const wallet of ['Metamask', 'Phantom', 'Coinbase', 'Binance']) {
      const link = canvas.getByRole('link', { name: `Download ${wallet} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringMatching(/\bnoopener\b/));
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  },
};
