import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignOutSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/SignOutSection',
  component: SignOutSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Signs out of this device (`session.revoke`). On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).',
      },
    },
  },
  render: renderSection(SignOutSection),
} satisfies Meta<typeof SignOutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out of this device' })).toBeVisible();
  },
};
