import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UserButton } from '../../src/account';
import type { GatehouseClient } from '../../src/client';
import { GatehouseProvider, SignedOut as SignedOutOnly } from '../../src/react';
import { vars } from '../../src/theme';
import type { User } from '../../src/wire';
import { fakeAccountUser } from '../support/fakeAccount';
import { fakeClient } from '../support/fakeClient';
import { storyLocale } from '../support/locale';
import { themeProps } from '../support/theme';

/** A portrait as an OAuth provider gives one (`profile_picture_url`), drawn here so no story reaches the network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2F6F4F"/><circle cx="20" cy="16" r="7" fill="#F4E9D8"/><ellipse cx="20" cy="36" rx="13" ry="10" fill="#F4E9D8"/></svg>',
)}`;

/** A client signed in as `user` (or signed out), made before the story renders. */
const signedIn = (user: User | null) => [async () => ({ client: await fakeClient(user) })];

/** The button at the end of a header, where a page puts it (the menu opens under it, towards the page), and `more` before it. */
function header(context: Pick<StoryContext, 'globals' | 'loaded'>, more?: ReactNode) {
  const { client } = context.loaded as { client: GatehouseClient };
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16, minHeight: 180 }}>
      {more}
      <UserButton client={client} manageUrl="#account" locale={storyLocale(context)} {...themeProps(context)} />
    </div>
  );
}

const meta = {
  title: 'Account/UserButton',
  component: UserButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The signed-in user's initials, or their OAuth picture, in a button that opens a menu — their email, 'Manage account' (the account page in a dialog, or at `manageUrl`) and 'Sign out' — as the WAI-ARIA menu button (issue 39). Nothing is rendered while nobody is signed in.",
      },
    },
  },
  render: (_args, context) => header(context),
} satisfies Meta<typeof UserButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the initials of the user's name. */
export const SignedIn: Story = {
  loaders: signedIn(fakeAccountUser()),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'AL Account menu for \u2066ada@example.com\u2069' });
    await expect(button).toHaveTextContent('AL');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With the picture of the OAuth account they signed up with, in place of the initials. */
export const WithPicture: Story = {
  loaders: signedIn(
    fakeAccountUser({
      providers: [
        {
          oauth_user_registration_id: 'oauth-user-registration-test-1',
          provider_subject: '1234',
          provider_type: 'google',
          profile_picture_url: PICTURE,
          locale: 'en',
        },
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Account menu for \u2066ada@example.com\u2069' });
    const picture = button.querySelector('img')!;
    await expect(picture).toHaveAttribute('src', PICTURE);
    await expect(button).not.toHaveTextContent('AL');
  },
};

/** The menu open: the email, 'Manage account' (focused) and 'Sign out'. */
export const MenuOpen: Story = {
  loaders: signedIn(fakeAccountUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Account menu/ }));
    await expect(await canvas.findByRole('menu', { name: 'ada@example.com' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

/** Signed out: nothing at all — the page shows its own sign-in link beside it, here with `<SignedOut>`. */
export const SignedOut: Story = {
  loaders: signedIn(null),
  render: (_args, context) => (
    <GatehouseProvider client={(context.loaded as { client: GatehouseClient }).client}>
      {header(
        context,
        <SignedOutOnly>
          <a href="#sign-in" style={{ color: vars.colors.primary }}>
            Sign in
          </a>
        </SignedOutOnly>,
      )}
    </GatehouseProvider>
  ),
  play: async ({ canvasElement }) => {
    // Once the page's link shows, the session is known to be empty: the button has had its chance to render.
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="user-button"]')).toBeNull();
  },
};
