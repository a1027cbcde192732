import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState } from '../../src/flow';
import { OTPAuthenticate } from '../../src/screens';
import { FAKE_NOW, fakeServices, never } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { findToast } from '../support/toasts';

const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const, 'email' as const] } };
const onScreen = (patch: Partial<Extract<FlowState, { screen: 'OTPAuthenticate' }>> = {}) => ({
  screen: 'OTPAuthenticate' as const,
  expiresAt: FAKE_NOW + 5 * 60_000,
  entry: 0,
  otpState: { type: 'sms' as const, methodId: 'phone-number-test-1', otpDestination: '+15550100123' },
  ...patch,
});

const meta = {
  title: 'Screens/OTPAuthenticate',
  component: OTPAuthenticate,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof OTPAuthenticate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the code went, six boxes with the caret in the first, and the countdown at 5:00 (spec §9). */
export const Default: Story = {
  render: renderFlow({ config, state: onScreen() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvas.getByText('A 6-digit passcode was sent to you at +15550100123.')).toBeVisible();
    await expect(canvas.getByText('Your code expires in 5:00.', { selector: '[data-part="time"]' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
  },
};

/** Checking the code: 'Verifying passcode...' with the progress bar; the boxes are read-only (they keep focus, issue 23). */
export const Verifying: Story = {
  render: renderFlow({
    config,
    state: onScreen({ pending: { id: 1, action: 'otp.authenticate' } }),
    services: fakeServices({ otp: { authenticate: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Verifying passcode...' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveAttribute('readonly');
  },
};

/** A wrong code: 'Invalid passcode, please try again.' under the cleared boxes (spec §8). */
export const WrongCode: Story = {
  render: renderFlow({ config, state: onScreen({ entry: 1, fieldErrors: { code: { key: 'error.otpInvalid' } } }) }),
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'One-time passcode' });
    // The error first, then where the code went.
    await expect(input).toHaveAccessibleDescription(/^Invalid passcode, please try again\. A 6-digit passcode was sent to you at /);
    await expect(input).toHaveValue('');
  },
};

/** The last half minute of the countdown (the `m:ss` form, spec §9). */
export const LastSeconds: Story = {
  render: renderFlow({ config, state: onScreen({ expiresAt: FAKE_NOW + 25_000 }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code expires in 0:25.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** A code sent with `otpOptions.expirationMinutes` of 10: the countdown starts at 10:00. */
export const LongExpiry: Story = {
  render: renderFlow({ config, state: onScreen({ expiresAt: FAKE_NOW + 10 * 60_000 }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code expires in 10:00.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** Pasting the whole code fills the six boxes and submits it (spec §4 auto-submit). */
export const PasteWholeCode: Story = {
  render: renderFlow({ config, state: onScreen() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
    await userEvent.paste('123 456');
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
  },
};

/** After the expiry time: 'Your code has expired.' (spec §9). */
export const Expired: Story = {
  render: renderFlow({ config, state: onScreen({ expiresAt: FAKE_NOW - 1 }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code has expired.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** Resend: the countdown restarts and the toast 'Code resent' appears (spec §4). */
export const Resend: Story = {
  render: renderFlow({ config, state: onScreen({ expiresAt: FAKE_NOW + 10_000 }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your code expires in 0:10.', { selector: '[data-part="time"]' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(await findToast(canvasElement, 'Code resent')).toBeVisible();
    await expect(canvas.getByText('Your code expires in 5:00.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  render: renderFlow({ config, state: onScreen() }),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** A failed resend: an error toast with the message (spec §8). */
export const ResendFailed: Story = {
  render: renderFlow({
    config,
    state: onScreen(),
    services: fakeServices({ otp: { send: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend code' }));
    await expect(await findToast(canvasElement, 'Unable to contact our servers.')).toBeVisible();
  },
};
