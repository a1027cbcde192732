import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CryptoConfirmation } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';

const meta = {
  title: 'Screens/CryptoConfirmation',
  component: CryptoConfirmation,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('CryptoConfirmation', { when: "once the wallet's signature was verified." }) },
} satisfies Meta<typeof CryptoConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Success!' and 'You have successfully connected your wallet.' */
export const Default: Story = {
  render: renderFlow({ config: { products: ['crypto'] }, state: { screen: 'CryptoConfirmation' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully connected your wallet.')).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
