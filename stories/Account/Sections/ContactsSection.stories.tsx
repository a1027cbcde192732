import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactsSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/ContactsSection',
  component: ContactsSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Emails and phone numbers, verified or not and which is primary; add one with a code sent to it, remove one — but never the last way to sign in. On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).',
      },
    },
  },
  render: renderSection(ContactsSection),
} satisfies Meta<typeof ContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Emails and phone numbers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an email' })).toBeVisible();
  },
};
