import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from '../../src/primitives/Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { children: 'Invalid email address' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email address');
  },
};

/** A URL on the provider's site becomes a link that opens in a new tab (spec §8). */
export const WithProviderLink: Story = {
  args: {
    children: 'This email is not allowed for this project. See https://stytch.com/docs/api/errors/400#email_not_allowed for details.',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /stytch\.com\/docs/ });
    await expect(link).toHaveAttribute('href', 'https://stytch.com/docs/api/errors/400#email_not_allowed');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `javascript:`, `http:` and other hosts are never links. */
export const UnsafeUrlsStayText: Story = {
  args: {
    children: 'Try javascript:alert(1) or http://stytch.com/docs or https://evil.example/phish or https://stytch.com@evil.example/.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('javascript:alert(1)');
  },
};

/** A host page can allow its own documentation host. */
export const CustomAllowList: Story = {
  args: {
    allowedLinkHosts: ['help.example.com'],
    children: 'Your account is locked. Visit https://help.example.com/locked to unlock it.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', 'https://help.example.com/locked');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner>Invalid passcode, please try again.</Banner>
      <Banner>{'Request failed: see https://stytch.com/docs/api/errors/429 and https://stytch.com/docs/api/errors/500.'}</Banner>
      <Banner>
        {
          'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again. https://stytch.com/docs/a/very/long/path/that/has/to/wrap/inside/the/banner/without/overflowing'
        }
      </Banner>
      <div dir="rtl">
        <Banner>{'رمز المرور غير صالح، يرجى المحاولة مرة أخرى.'}</Banner>
      </div>
    </div>
  ),
};
