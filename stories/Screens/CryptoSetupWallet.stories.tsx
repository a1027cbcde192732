import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CryptoSetupWallet } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';

const meta = {
  title: 'Screens/CryptoSetupWallet',
  component: CryptoSetupWallet,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('CryptoSetupWallet', { when: "after 'Set up a new crypto wallet' on Main, when the browser offers no wallet." }),
  },
} satisfies Meta<typeof CryptoSetupWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: why a wallet, and download links for Metamask, Phantom, Coinbase and Binance in a new tab. */
export const Default: Story = {
  render: renderFlow({ config: { products: ['crypto'] }, state: { screen: 'CryptoSetupWallet' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Download Metamask',
      'Download Phantom',
      'Download Coinbase',
      'Download Binance',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(`${link.textContent} (opens in a new tab)`);
    }
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
