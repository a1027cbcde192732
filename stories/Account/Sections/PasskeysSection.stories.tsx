import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasskeysSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/PasskeysSection',
  component: PasskeysSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The user's passkeys with the kit's passkey row: rename, delete after a confirmation, add one — `PasskeyRegistration`'s own passkey code. On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).",
      },
    },
  },
  render: renderSection(PasskeysSection),
} satisfies Meta<typeof PasskeysSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  },
};
