import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettings, type AccountServices } from '../../src/account';
import { fakeAccountServices, fakeAccountUser, type FakeAccountOptions } from '../support/fakeAccount';
import { storyLocale } from '../support/locale';
import { wholeText } from '../support/text';
import { themeProps } from '../support/theme';

/** The page over fake services, in the toolbar's theme and language. */
function renderAccount(options: FakeAccountOptions = {}) {
  return function AccountStory(_args: unknown, context: Pick<StoryContext, 'globals'>) {
    const services: AccountServices = fakeAccountServices(options);
    return <AccountSettings services={services} locale={storyLocale(context)} {...themeProps(context)} />;
  };
}

const meta = {
  title: 'Account/AccountSettings',
  component: AccountSettings,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The signed-in user's account page (issue 39): profile, emails and phone numbers, passkeys, authenticator app and recovery codes, password, connected accounts and sign-out. Each section is exported for composition inside `AccountProvider`. A change the API refuses for a stale session asks for a fresh factor inline, then runs again. See the *Account settings* guide.",
      },
    },
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, for a user with a bit of everything. */
export const Default: Story = {
  render: renderAccount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Emails and phone numbers' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('button', { name: 'Remove Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

/** Adding an email: the code sent to it, entered in the OTP boxes. */
export const AddEmail: Story = {
  render: renderAccount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada.home@example.com{Enter}');
    await expect(await canvas.findByText(wholeText('Enter the code sent to ada.home@example.com.'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
  },
};

/** Deleting a passkey asks first; focus is on 'Cancel'. */
export const DeletePasskey: Story = {
  render: renderAccount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Work laptop' }));
    await expect(
      canvas.getByText('Delete the passkey \u2068Work laptop\u2069? Once deleted, the passkey cannot be restored.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Setting up the authenticator app: the QR code, the key in fours, the app's first code. */
export const AuthenticatorSetUp: Story = {
  render: renderAccount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up an authenticator app' }));
    await expect(await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Code from your authenticator app' })).toBeVisible();
  },
};

/** The recovery codes of a user with an app, to copy or download. */
export const RecoveryCodes: Story = {
  render: renderAccount({ user: fakeAccountUser({ totps: [{ totp_id: 'totp-test-1', verified: true }] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View recovery codes' }));
    await expect(await canvas.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toBeVisible();
  },
};

/** Changing the password: the sign-up's strength meter under the field. */
export const ChangePassword: Story = {
  render: renderAccount(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await userEvent.type(canvas.getByLabelText('New password'), 'Violet-Harbor-Tundra-42');
    await waitFor(() => expect(canvasElement.querySelector('[data-part="strength-meter"]')).not.toBeNull());
  },
};

/** The last way to sign in: 'Remove' says why it stays. */
export const LastWayToSignIn: Story = {
  render: renderAccount({
    user: fakeAccountUser({
      emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
      phone_numbers: [],
      webauthn_registrations: [],
      providers: [],
      crypto_wallets: [],
      password: null,
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove ada@example.com' });
    await userEvent.click(remove);
    await expect(remove).toHaveAccessibleDescription(
      'This is your only way to sign in, so it cannot be removed. Add another way to sign in first.',
    );
  },
};

/** A change refused for a stale session: the fresh-factor prompt, in the section where the user acted. */
export const FreshFactor: Story = {
  render: renderAccount({ stale: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByRole('group', { name: 'Confirm it’s you' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send a code to ada@example.com' })).toBeVisible();
  },
};

/** Arabic: right to left. */
export const Arabic: Story = {
  render: renderAccount(),
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'الحساب' })).toBeVisible();
  },
};

/** The pseudo-locale: longer text, marked. */
export const PseudoLocale: Story = {
  render: renderAccount(),
  globals: { locale: 'en-XA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /Åççöûñţ/ })).toBeVisible();
  },
};
