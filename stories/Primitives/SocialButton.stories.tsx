import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialButton } from '../../src/primitives/SocialButton';
import { OAUTH_PROVIDERS } from '../../src/wire';

const meta = {
  title: 'Primitives/SocialButton',
  component: SocialButton,
  tags: ['autodocs'],
  args: { provider: 'google', onPress: fn() },
  argTypes: { provider: { control: 'select', options: OAUTH_PROVIDERS } },
} satisfies Meta<typeof SocialButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The marks in the text colour, for themes that ask for a quieter screen (`brandMarks: 'monochrome'`). */
export const Monochrome: Story = {
  args: { provider: 'slack', monochrome: true },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue with Google' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** All 19 providers of spec §3. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {OAUTH_PROVIDERS.map((provider) => (
        <SocialButton key={provider} provider={provider} onPress={args.onPress} />
      ))}
      <SocialButton provider="github" disabled />
      <SocialButton provider="apple" loading />
      <div dir="rtl">
        <SocialButton provider="linkedin" />
      </div>
    </div>
  ),
};
