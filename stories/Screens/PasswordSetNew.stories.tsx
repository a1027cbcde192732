import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordSetNew } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow } from '../support/flow';

const config = { products: ['passwords' as const] };
const onScreen = { screen: 'PasswordSetNew' as const, passwordState: { email: 'ada@example.com', type: 'password' as const } };

const meta = {
  title: 'Screens/PasswordSetNew',
  component: PasswordSetNew,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PasswordSetNew>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was sent to whom (spec §2), 'Resend email' and the back arrow. */
export const Default: Story = {
  render: renderFlow({ config, state: onScreen }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(canvas.getByText('A login link was sent to you at ada@example.com.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Login without a password' })).toBeNull();
  },
};

/** 'Resend email': the toast 'Email resent' (spec §8). */
export const Resent: Story = {
  render: renderFlow({ config, state: onScreen }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Email resent')).toBeVisible();
  },
};

/** The resend on its way: its button spins. */
export const Resending: Story = {
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
export const ResendFailed: Story = {
  render: renderFlow({
    config,
    state: onScreen,
    services: fakeServices({ passwords: { resetStart: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Unable to contact our servers.')).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  render: renderFlow({ config, state: onScreen }),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
