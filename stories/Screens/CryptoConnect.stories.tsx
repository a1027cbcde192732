import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialFormState } from '../../src/flow';
import { CryptoConnect } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow } from '../support/flow';

const config = { products: ['crypto' as const] };
const services = fakeServices({ crypto: { requestAddress: never } });
const connecting = (walletOption: 'metamask' | 'phantom') => ({
  screen: 'CryptoConnect' as const,
  wallet: 'injected:wallet',
  pending: { id: 1, action: 'crypto.connect' as const },
  cryptoState: { ...initialFormState().cryptoState, walletOption },
});

const meta = {
  title: 'Screens/CryptoConnect',
  component: CryptoConnect,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CryptoConnect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Connecting to your wallet...' with the wallet's icon, the hints and the back arrow. */
export const Metamask: Story = {
  render: renderFlow({ config, state: connecting('metamask'), services }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Connecting to your wallet...' })).toBeVisible();
    await expect(canvas.getByText('Complete sign in in the pop-up window from your wallet.')).toBeVisible();
    await expect(canvas.getByText('If you need to retry, use the back arrow to return to the log in screen.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-part="wallet-mark"]')).toHaveAttribute('data-wallet', 'metamask');
  },
};

/** A Solana wallet. */
export const Phantom: Story = {
  render: renderFlow({ config, state: connecting('phantom'), services }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Connecting to your wallet...' });
    await expect(canvasElement.querySelector('[data-part="wallet-mark"]')).toHaveAttribute('data-wallet', 'phantom');
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Metamask, globals: { direction: 'rtl' } };
