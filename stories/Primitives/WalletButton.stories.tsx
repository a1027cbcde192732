import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletButton } from '../../src/primitives/WalletButton';
import { WALLET_TYPES } from '../../src/wire';

const meta = {
  title: 'Primitives/WalletButton',
  component: WalletButton,
  tags: ['autodocs'],
  args: { wallet: 'metamask', onPress: fn() },
  argTypes: { wallet: { control: 'select', options: [...WALLET_TYPES, 'other', 'setup'] } },
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Metamask' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Phantom: Story = { args: { wallet: 'phantom' } };

/** Extra wallets go to the 'other' screen (spec §2). */
export const Other: Story = {
  args: { wallet: 'other' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeVisible();
  },
};

export const Setup: Story = {
  args: { wallet: 'setup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with Metamask' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {WALLET_TYPES.map((wallet) => (
        <WalletButton key={wallet} wallet={wallet} onPress={args.onPress} />
      ))}
      <WalletButton wallet="other" />
      <WalletButton wallet="setup" />
      <WalletButton wallet="binance" disabled />
      <WalletButton wallet="coinbase" loading />
      <div dir="rtl">
        <WalletButton wallet="solana" />
      </div>
    </div>
  ),
};

/** The marks in the text colour, for themes that ask for a quieter screen (`brandMarks: 'monochrome'`). */
export const Monochrome: Story = { args: { wallet: 'metamask', monochrome: true } };
