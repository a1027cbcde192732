import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectedSection } from '../../../src/account';
import { renderSection } from '../../support/accountSection';

const meta = {
  title: 'Account/Sections/ConnectedSection',
  component: ConnectedSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'OAuth providers and crypto wallets the user signs in with, each removable. On its own inside `AccountProvider` and `AccountCard`, as a host composes the account page (see the *Account settings* guide).',
      },
    },
  },
  render: renderSection(ConnectedSection),
} satisfies Meta<typeof ConnectedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a user with a bit of everything (two emails, a phone, a passkey, Google, a wallet, a password). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Connected accounts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Google' })).toBeVisible();
  },
};
