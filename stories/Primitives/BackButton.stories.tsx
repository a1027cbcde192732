import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackButton } from '../../src/primitives/BackButton';

const meta = {
  title: 'Primitives/BackButton',
  component: BackButton,
  tags: ['autodocs'],
  args: { onBack: fn() },
} satisfies Meta<typeof BackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Back' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard users reach it with Tab and press it with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Back' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <BackButton {...args} />
      <BackButton {...args} disabled label="Back (disabled)" />
      <div dir="rtl">
        <BackButton {...args} label="رجوع" />
      </div>
    </div>
  ),
};
