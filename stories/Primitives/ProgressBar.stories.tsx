import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/primitives/ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Verifying passcode...' while the code is submitted (spec §2 OTPAuthenticate). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Verifying passcode...' });
    // Indeterminate: no value is claimed.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Verifying passcode...' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ProgressBar />
      <ProgressBar hideLabel />
      <ProgressBar label="A much longer label that wraps onto a second line inside the 400px container" />
      <div dir="rtl">
        <ProgressBar />
      </div>
    </div>
  ),
};
