import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CurrentScreen } from '../../src/widget';
import { fakeServices } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { findToast } from '../support/toasts';

const meta = {
  title: 'Flows/WalletSignIn',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = { products: ['crypto' as const] };
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

/** The user declines to sign: the toast, then CryptoError (spec §8). */
export const DeclinedSignature: Story = {
  render: renderFlow({
    config,
    services: fakeServices({ ...withWallet, crypto: { sign: async () => Promise.reject(new Error('User rejected the request.')) } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Metamask' }));
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(await findToast(canvasElement, '[Error] Could not sign message')).toBeVisible();
  },
};
