import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider } from '../../src/primitives/Divider';

const meta = {
  title: 'Primitives/Divider',
  component: Divider,
  tags: ['autodocs'],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The word is what a screen reader hears between the two groups.
    await expect(within(canvasElement).getByText('or')).toBeVisible();
  },
};

/** A catalogue override (e.g. a French mount) replaces the word. */
export const CustomLabel: Story = { args: { label: 'ou' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Divider />
      <div style={{ width: 160 }}>
        <Divider />
      </div>
      <Divider label="or continue with one of the options below" />
      <div dir="rtl">
        <Divider label="أو" />
      </div>
    </div>
  ),
};
