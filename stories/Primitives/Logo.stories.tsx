import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../../src/primitives/Logo';
import { ThemeProvider } from '../../src/theme';
import { storyBaseTheme } from '../support/theme';
import { placeholderLogoUrl } from '../fixtures/logo';

// An inline image, so the story needs no network.
const logoUrl = placeholderLogoUrl;

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { src: logoUrl },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', logoUrl);
  },
};

/** Taken from the typed theme's `logo.logoImageUrl` when no `src` is passed. */
export const FromTheme: Story = {
  args: { src: undefined },
  render: (args, context) => (
    <ThemeProvider base={storyBaseTheme(context)} theme={{ logo: { logoImageUrl: logoUrl } }}>
      <Logo {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', logoUrl);
  },
};

/** Neither a `src` nor a theme logo: nothing is rendered. */
export const None: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const CustomAlt: Story = { args: { alt: 'Acme Corp' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Logo src={logoUrl} />
      <Logo src={logoUrl} alt="Acme Corp, a much longer alternative text for a logo" />
      <div style={{ width: 80 }}>
        <Logo src={logoUrl} alt="Narrow container" />
      </div>
      <div dir="rtl">
        <Logo src={logoUrl} alt="شعار" />
      </div>
    </div>
  ),
};
