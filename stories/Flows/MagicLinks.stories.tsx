import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CurrentScreen } from '../../src/widget';
import { FAKE_NOW, fakeResponse, fakeServices, fakeSignIn } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { findToast } from '../support/toasts';
import { wholeText } from '../support/text';

const meta = {
  title: 'Flows/MagicLinks',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = fn(async () => fakeResponse);
const authenticate = fn(async () => ({ ...fakeSignIn(), method_id: 'email-test-1' }));
const logEvent = fn().mockName('logEvent');
const onEvent = fn().mockName('onEvent');
/** The flow's clock, moved on by the story past the resend's wait. */
let clock = FAKE_NOW;

/**
 * Send a link, 'Check your email' with the inbox links, a resend pressed too early (it says how long to wait,
 * issue 23), then once the 30 s are up ('Email resent'), then 'Try again' back to an
 * empty Main, logged as `email_try_again_clicked`, with nobody signed in (spec §2, §4, §7).
 */
export const SendResendTryAgain: Story = {
  render: renderFlow({
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/authenticate' } },
    services: fakeServices({ now: () => clock, magicLinks: { send, authenticate }, logEvent }),
    callbacks: { onEvent },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(wholeText('An email was sent to ada@example.com.'))).toBeVisible();
    await expect(send).toHaveBeenLastCalledWith('ada@example.com', { login_magic_link_url: 'https://app.example/authenticate' });

    const resend = canvas.getByRole('button', { name: 'Resend email' });
    await expect(resend).toHaveTextContent('Resend email (0:30)');
    await userEvent.click(resend);
    await expect(await canvas.findByText('You can resend in 30 seconds.')).toBeInTheDocument();
    await expect(send).toHaveBeenCalledTimes(1);
    clock += 30_000;
    // The button looks at the clock once a second.
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'), { timeout: 5_000 });
    await userEvent.click(resend);
    await expect(await findToast(canvasElement, 'Email resent')).toBeVisible();
    await expect(send).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await waitFor(() =>
      expect(logEvent).toHaveBeenCalledWith('email_try_again_clicked', { email: 'ada@example.com', type: 'login_or_create_eml' }),
    );
    await expect(logEvent.mock.calls.filter(([name]) => name === 'email_try_again_clicked')).toHaveLength(1);
    // The send and the resend were reported; 'Try again' signs nobody in.
    await expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE', 'MAGIC_LINK_LOGIN_OR_CREATE']);
    await expect(authenticate).not.toHaveBeenCalled();
  },
};

/** A network failure keeps the address: the banner says so and the form is usable again. */
export const NetworkFailure: Story = {
  render: renderFlow({
    config: { products: ['emailMagicLinks'] },
    services: fakeServices({ magicLinks: { send: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to contact our servers.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    // Focus stayed in the field through the request (read-only, not disabled: issue 23).
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).not.toHaveAttribute('aria-busy');
  },
};
