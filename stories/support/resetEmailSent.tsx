/**
 * The stories of the four screens that follow a reset email (PasswordForgot, PasswordBreached,
 * PasswordSetNew, PasswordDedupe): one shared screen with four texts, so one set of stories, each file
 * exporting the ones its screen has.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RESET_SENT_SCREENS, type ResetSentScreen } from '../../src/flow/products/passwords';
import { fakeServices, never } from './fakeServices';
import { renderFlow, screenDocs } from './flow';
import { findToast } from './toasts';
import type { WidgetConfig } from '../../src/flow';
import { wholeText } from './text';

/** The state field the controls set (described in `argTypes`, which the docs page shows). */
export interface ResetSentArgs {
  email: string;
}

type Story = StoryObj<ResetSentArgs>;

const config: WidgetConfig = { products: ['passwords' as const] };

/** The screen, after a reset email went to the address the args name. */
const sentTo = (screen: ResetSentScreen, { email }: ResetSentArgs) => ({ screen, passwordState: { email, type: 'password' as const } });

/** What the screen's meta adds to its own: the controls, the usage snippet and the render they feed. */
export function resetEmailSentMeta(screen: ResetSentScreen, when: string) {
  return {
    parameters: { layout: 'centered', docs: screenDocs(screen, { when }) },
    args: { email: 'ada@example.com' },
    argTypes: { email: { description: '`passwordState.email`: the address the email went to.', control: 'text' as const } },
    render: renderFlow((args: ResetSentArgs) => ({ config, state: sentTo(screen, args) })),
  };
}

export function resetEmailSentStories(screen: ResetSentScreen, header: string, body: string) {
  const onScreen = (args: ResetSentArgs) => sentTo(screen, args);
  const offersLogin = RESET_SENT_SCREENS[screen];

  /** What was sent to whom (spec §2), 'Resend email', the back arrow, and 'Login without a password' where §4 offers it. */
  const Default: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: header })).toBeVisible();
      await expect(canvas.getByText(wholeText(body))).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
      await expect(canvas.queryAllByRole('button', { name: 'Login without a password' })).toHaveLength(offersLogin ? 1 : 0);
    },
  };

  /** 'Resend email': the toast 'Email resent' (spec §8). */
  const Resent: Story = {
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
      await expect(await findToast(canvasElement, 'Email resent')).toBeVisible();
    },
  };

  /** The resend on its way: its button spins. */
  const Resending: Story = {
    render: renderFlow((args: ResetSentArgs) => ({
      config,
      state: { ...onScreen(args), pending: { id: 1, action: 'passwords.resetStart' } },
      services: fakeServices({ passwords: { resetStart: never } }),
    })),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('button', { name: 'Resend email' })).toHaveAttribute('aria-busy', 'true');
    },
  };

  /** A failed resend: an error toast with the message (spec §8). */
  const ResendFailed: Story = {
    render: renderFlow((args: ResetSentArgs) => ({
      config,
      state: onScreen(args),
      services: fakeServices({ passwords: { resetStart: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
    })),
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
      await expect(await findToast(canvasElement, 'Unable to contact our servers.')).toBeVisible();
    },
  };

  /** 'Login without a password' emails a login link and leads to EmailConfirmation (spec §4). */
  const LoginWithoutPassword: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Login without a password' }));
      await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(canvas.getByText(wholeText('An email was sent to ada@example.com.'))).toBeVisible();
    },
  };

  /** The login email on its way: its button spins, the resend waits. */
  const SendingLoginLink: Story = {
    render: renderFlow((args: ResetSentArgs) => ({
      config,
      state: { ...onScreen(args), pending: { id: 1, action: 'magicLinks.send' } },
      services: fakeServices({ magicLinks: { send: never } }),
    })),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Login without a password' })).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    },
  };

  /** Right to left. */
  const RightToLeft: Story = {
    globals: { direction: 'rtl' },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { name: header })).toBeVisible();
      await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    },
  };

  return { Default, Resent, Resending, ResendFailed, LoginWithoutPassword, SendingLoginLink, RightToLeft };
}
