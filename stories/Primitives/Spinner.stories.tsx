import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/primitives/Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Announced by its label; spec §9 size 25 with a 2px line.
    const spinner = within(canvasElement).getByRole('status', { name: 'Loading' });
    const style = getComputedStyle(spinner);
    await expect([style.width, style.borderTopWidth]).toEqual(['25px', '2px']);
  },
};

export const Labelled: Story = { args: { label: 'Loading Google sign-in' } };

/** Inside a control that already says it is busy: hidden from assistive tech. */
export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner />
      <Spinner size="small" />
      <Spinner label="Logging in" />
      <span style={{ fontSize: 32, display: 'inline-flex' }}>
        <Spinner size="small" label="" />
      </span>
    </div>
  ),
};
