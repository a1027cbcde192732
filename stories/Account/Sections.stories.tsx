import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import {
  AccountCard,
  AccountProvider,
  AuthenticatorSection,
  ConnectedSection,
  ContactsSection,
  PasskeysSection,
  PasswordSection,
  ProfileSection,
  SignOutSection,
} from '../../src/account';
import { fakeAccountServices } from '../support/fakeAccount';
import { storyLocale } from '../support/locale';
import { themeProps } from '../support/theme';

/** One section on its own in its provider and the page's card, over fake services, in the toolbar's theme and language. */
function renderSection(Section: ComponentType) {
  return function SectionStory(_args: unknown, context: Pick<StoryContext, 'globals'>) {
    return (
      <AccountProvider services={fakeAccountServices()} locale={storyLocale(context)} {...themeProps(context)}>
        <AccountCard>
          <Section />
        </AccountCard>
      </AccountProvider>
    );
  };
}

/** A section's story check: its heading, then the button a user reaches for first in it. */
function showsSection(heading: string, button: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: button })).toBeVisible();
  };
}

const meta = {
  title: 'Account/Sections',
  component: AccountProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Each section of the account page on its own, as a host composes them (issue 39): inside `AccountProvider` (its props below: the client, theme, strings and callbacks every section reads) and `AccountCard`, for a user with a bit of everything — two emails, a phone, a passkey, Google, a wallet and a password. See the *Account settings* guide; the page's states (adding an email, the fresh-factor prompt, …) are *Account/AccountSettings*' stories.",
      },
    },
  },
} satisfies Meta<typeof AccountProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `ProfileSection`: the user's first and last name (`user.update({ name })`). */
export const Profile: Story = {
  render: renderSection(ProfileSection),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  },
};

/** `ContactsSection`: emails and phone numbers, verified or not and which is primary; add one with a code, remove one. */
export const Contacts: Story = {
  render: renderSection(ContactsSection),
  play: showsSection('Emails and phone numbers', 'Add an email'),
};

/** `PasskeysSection`: the kit's passkey row — rename, delete after a confirmation — and add one. */
export const Passkeys: Story = {
  render: renderSection(PasskeysSection),
  play: showsSection('Passkeys', 'Add a passkey'),
};

/** `AuthenticatorSection`: set up an authenticator app (QR code, key, first code, recovery codes), or remove it. */
export const Authenticator: Story = {
  render: renderSection(AuthenticatorSection),
  play: showsSection('Authenticator app', 'Set up an authenticator app'),
};

/** `PasswordSection`: set or change the password, with the sign-up's strength meter and breach check. */
export const Password: Story = {
  render: renderSection(PasswordSection),
  play: showsSection('Password', 'Change password'),
};

/** `ConnectedSection`: the OAuth providers and crypto wallets the user signs in with, each removable. */
export const Connected: Story = {
  render: renderSection(ConnectedSection),
  play: showsSection('Connected accounts', 'Remove Google'),
};

/** `SignOutSection`: sign out of this device (`session.revoke`). */
export const SignOut: Story = {
  render: renderSection(SignOutSection),
  play: showsSection('Sign out', 'Sign out of this device'),
};
