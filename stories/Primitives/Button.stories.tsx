import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/primitives/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Continue', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Skip' } };

export const Text: Story = { args: { variant: 'text', children: 'Forgot Password?' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['primary', 'secondary', 'text'] as const).map((variant) => (
        <div key={variant} style={{ display: 'grid', gap: 8 }}>
          <Button variant={variant}>Continue ({variant})</Button>
          <Button variant={variant} disabled>
            Disabled ({variant})
          </Button>
          <Button variant={variant} loading>
            Loading ({variant})
          </Button>
        </div>
      ))}
      <Button>A much longer label that has to wrap onto a second line inside the 400px container</Button>
    </div>
  ),
};
