import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialFormState, type WidgetConfig } from '../../src/flow';
import { CryptoConnect } from '../../src/screens';
import { WALLET_TYPES, type WalletType } from '../../src/wire';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const config: WidgetConfig = { products: ['crypto' as const] };
const services = fakeServices({ crypto: { requestAddress: never } });

/** The state field the controls set (described in `argTypes`, which the docs page shows). */
interface CryptoConnectArgs {
  wallet: WalletType;
}

const connecting = ({ wallet }: CryptoConnectArgs) => ({
  screen: 'CryptoConnect' as const,
  wallet: 'injected:wallet',
  pending: { id: 1, action: 'crypto.connect' as const },
  cryptoState: { ...initialFormState().cryptoState, walletOption: wallet },
});

const meta = {
  title: 'Screens/CryptoConnect',
  component: CryptoConnect,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('CryptoConnect', { when: "once a wallet button on Main (or 'Continue with other wallet') was pressed." }),
  },
  args: { wallet: 'metamask' },
  argTypes: {
    wallet: {
      description: '`cryptoState.walletOption`: the wallet being asked for its address, whose mark the screen shows.',
      control: 'select',
      options: WALLET_TYPES,
    },
  },
  render: renderFlow((args: CryptoConnectArgs) => ({ config, state: connecting(args), services })),
} satisfies Meta<CryptoConnectArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Connecting to your wallet...' with the wallet's icon, the hints and the back arrow. */
export const Metamask: Story = {
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
  args: { wallet: 'phantom' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Connecting to your wallet...' });
    await expect(canvasElement.querySelector('[data-part="wallet-mark"]')).toHaveAttribute('data-wallet', 'phantom');
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Metamask, globals: { direction: 'rtl' } };
