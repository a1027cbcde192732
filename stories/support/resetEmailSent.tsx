/**
 * The stories of the four screens that follow a reset email (PasswordForgot, PasswordBreached,
 * PasswordSetNew, PasswordDedupe): one shared screen with four texts, so one set of stories, each file
 * exporting the ones its screen has.
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RESET_SENT_SCREENS, type ResetSentScreen } from '../../src/flow/products/passwords';
import { fakeServices, never } from './fakeServices';
import { renderFlow } from './flow';
import { findToast } from './toasts';

type Story = StoryObj<ComponentType>;

export function resetEmailSentStories(screen: ResetSentScreen, header: string, body: string) {
  const config = { products: ['passwords' as const] };
  const onScreen = { screen, passwordState: { email: 'ada@example.com', type: 'password' as const } };
  const offersLogin = RESET_SENT_SCREENS[screen];

  /** What was sent to whom (spec §2), 'Resend email', the back arrow, and 'Login without a password' where §4 offers it. */
  const Default: Story = {
    render: renderFlow({ config, state: onScreen }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: header })).toBeVisible();
      await expect(canvas.getByText(body)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
      await expect(canvas.queryAllByRole('button', { name: 'Login without a password' })).toHaveLength(offersLogin ? 1 : 0);
    },
  };

  /** 'Resend email': the toast 'Email resent' (spec §8). */
  const Resent: Story = {
    render: renderFlow({ config, state: onScreen }),
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
      await expect(await findToast(canvasElement, 'Email resent')).toBeVisible();
    },
  };

  /** The resend on its way: its button spins. */
  const Resending: Story = {
    render: renderFlow({
      config,
      state: { ...onScreen, pending: { id: 1, action: 'passwords.resetStart' } },
      services: fakeServices({ passwords: { resetStart: never } }),
    }),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('button', { name: 'Resend email' })).toHaveAttribute('aria-busy', 'true');
    },
  };

  /** A failed resend: an error toast with the message (spec §8). */
  const ResendFailed: Story = {
    render: renderFlow({
      config,
      state: onScreen,
      services: fakeServices({ passwords: { resetStart: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
    }),
    play: async ({ canvasElement }) => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
      await expect(await findToast(canvasElement, 'Unable to contact our servers.')).toBeVisible();
    },
  };

  /** 'Login without a password' emails a login link and leads to EmailConfirmation (spec §4). */
  const LoginWithoutPassword: Story = {
    render: renderFlow({ config, state: onScreen }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Login without a password' }));
      await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(canvas.getByText('An email was sent to ada@example.com.')).toBeVisible();
    },
  };

  /** The login email on its way: its button spins, the resend waits. */
  const SendingLoginLink: Story = {
    render: renderFlow({
      config,
      state: { ...onScreen, pending: { id: 1, action: 'magicLinks.send' } },
      services: fakeServices({ magicLinks: { send: never } }),
    }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Login without a password' })).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    },
  };

  /** Right to left. */
  const RightToLeft: Story = {
    render: renderFlow({ config, state: onScreen }),
    globals: { direction: 'rtl' },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { name: header })).toBeVisible();
      await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    },
  };

  return { Default, Resent, Resending, ResendFailed, LoginWithoutPassword, SendingLoginLink, RightToLeft };
}
