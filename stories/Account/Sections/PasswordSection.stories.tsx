import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/PasswordSection',
  component: PasswordSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Set or change the password, with the sign-up's strength meter and breach check (`passwords.resetBySession`). On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).",
      },
    },
  },
  render: renderSection(PasswordSection),
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};
