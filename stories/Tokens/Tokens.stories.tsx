import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenTable } from './TokenTable';

const meta = {
  title: 'Tokens/Table',
  component: TokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spot-check that rows come from the token data with their contract variable names.
    await expect(canvas.getByText('--gh-colors-primary')).toBeVisible();
    await expect(canvas.getAllByText('#19303D').length).toBeGreaterThan(0);
    await expect(canvas.getByText('--gh-sizes-watermark-width')).toBeVisible();
  },
};
