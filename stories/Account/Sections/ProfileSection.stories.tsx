import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/ProfileSection',
  component: ProfileSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The user's first and last name (`user.update({ name })`). On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).",
      },
    },
  },
  render: renderSection(ProfileSection),
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  },
};
