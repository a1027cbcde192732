import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthenticatorSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/AuthenticatorSection',
  component: AuthenticatorSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Set up an authenticator app (QR code, the key in fours, the first code, then the recovery codes) or remove it; view and download the recovery codes. On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).',
      },
    },
  },
  render: renderSection(AuthenticatorSection),
} satisfies Meta<typeof AuthenticatorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  },
};
