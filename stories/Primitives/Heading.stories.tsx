import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../src/primitives/Heading';
import { ThemeProvider } from '../../src/theme';
import { storyBaseTheme } from '../support/theme';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Sign up or log in' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Sign up or log in' });
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await expect(getComputedStyle(heading).fontWeight).toBe('600');
  },
};

export const Level3: Story = { args: { level: 3, children: 'Existing Passkeys' } };

export const LongText: Story = {
  args: { children: 'Check your email to set a new password! A much longer header that wraps inside the container' },
};

export const VisuallyHidden: Story = {
  args: { visuallyHidden: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** `hideHeaderText: true` in the typed theme hides the header from sight, not from screen readers. */
export const HiddenByTheme: Story = {
  render: (args, context) => (
    <ThemeProvider base={storyBaseTheme(context)} theme={{ hideHeaderText: true }}>
      <Heading {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading>Enter passcode</Heading>
      <Heading level={3}>Existing Passkeys</Heading>
      <Heading>Check your email to set a new password! A much longer header that wraps onto two lines</Heading>
      <div dir="rtl">
        <Heading>أدخل رمز المرور</Heading>
      </div>
    </div>
  ),
};
