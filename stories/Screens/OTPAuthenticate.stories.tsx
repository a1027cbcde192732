import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { OTP_METHODS, type OTPMethod } from '../../src/wire';
import { OTPAuthenticate } from '../../src/screens';
import { loadPhoneLib } from '../../src/primitives/PhoneField';
import { FAKE_NOW, fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import { findToast } from '../support/toasts';

const config: WidgetConfig = { products: ['otp' as const], otpOptions: { methods: ['sms' as const, 'email' as const] } };

/** The state fields the controls set (described in `argTypes`, which the docs page shows). */
interface OTPAuthenticateArgs {
  method: OTPMethod;
  destination: string;
  error: 'none' | 'wrongCode' | 'serverError';
  expiresIn: number;
}

const onScreen = (
  { method, destination, error, expiresIn }: OTPAuthenticateArgs,
  patch: Partial<Extract<FlowState, { screen: 'OTPAuthenticate' }>> = {},
) => ({
  screen: 'OTPAuthenticate' as const,
  expiresAt: FAKE_NOW + expiresIn * 1000,
  // A refused code starts a new entry (the boxes clear), as the flow does (products/otp).
  entry: error === 'wrongCode' ? 1 : 0,
  otpState: { type: method, methodId: 'phone-number-test-1', otpDestination: destination },
  ...(error === 'wrongCode' ? { fieldErrors: { code: { key: 'error.otpInvalid' as const } } } : {}),
  ...(error === 'serverError' ? { errorMessage: { key: 'error.unableToContact' as const } } : {}),
  ...patch,
});

const meta = {
  title: 'Screens/OTPAuthenticate',
  component: OTPAuthenticate,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('OTPAuthenticate', { when: 'once Main has sent a passcode by text, WhatsApp or email.' }),
  },
  args: { method: 'sms', destination: '+15550100123', error: 'none', expiresIn: 5 * 60 },
  argTypes: {
    method: {
      description: "`otpState.type`: how the passcode went out, and so how 'Resend code' sends the next one.",
      control: 'inline-radio',
      options: OTP_METHODS,
    },
    destination: { description: '`otpState.otpDestination`: the number or address it went to, as the screen names it.', control: 'text' },
    error: {
      description:
        'The error on show (spec §8): `wrongCode`, the API refused the code (`fieldErrors.code`, under the cleared boxes); `serverError`, a request failed (`errorMessage`, in the banner).',
      control: 'inline-radio',
      options: ['none', 'wrongCode', 'serverError'],
    },
    expiresIn: {
      description: 'Seconds until the passcode expires (`expiresAt` − now): the countdown; 0 or less says it has expired.',
      control: { type: 'number', step: 5 },
    },
  },
  render: renderFlow((args: OTPAuthenticateArgs) => ({ config, state: onScreen(args) })),
  // The number's formatter is there before the first render (after Main's phone field it always is), so
  // every picture shows the number written for people rather than the moment before.
  loaders: [async () => ({ phoneLib: await loadPhoneLib() })],
} satisfies Meta<OTPAuthenticateArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where the code went, written for people, and by which channel (issue 23); six boxes with the caret in the
 * first, and the countdown at 5:00 (spec §9).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveAccessibleDescription(
      'A 6-digit passcode was sent to you at +1 555 010 0123. It was sent by text message (SMS).',
    );
    await expect(canvas.getByText('Your code expires in 5:00.', { selector: '[data-part="time"]' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
  },
};

/** Checking the code: 'Verifying passcode...' with the progress bar; the boxes are read-only (they keep focus, issue 23). */
export const Verifying: Story = {
  render: renderFlow((args: OTPAuthenticateArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'otp.authenticate' } }),
    services: fakeServices({ otp: { authenticate: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Verifying passcode...' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveAttribute('readonly');
  },
};

/** A wrong code: 'Invalid passcode, please try again.' under the cleared boxes (spec §8). */
export const WrongCode: Story = {
  args: { error: 'wrongCode' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'One-time passcode' });
    // The error first, then where the code went.
    await expect(input).toHaveAccessibleDescription(/^Invalid passcode, please try again\. A 6-digit passcode was sent to you at /);
    await expect(input).toHaveValue('');
  },
};

/** The last half minute of the countdown (the `m:ss` form, spec §9). */
export const LastSeconds: Story = {
  args: { expiresIn: 25 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code expires in 0:25.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** A code sent with `otpOptions.expirationMinutes` of 10: the countdown starts at 10:00. */
export const LongExpiry: Story = {
  args: { expiresIn: 10 * 60 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code expires in 10:00.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** Pasting the whole code fills the six boxes and submits it (spec §4 auto-submit). */
export const PasteWholeCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
    await userEvent.paste('123 456');
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
  },
};

/** A code sent by WhatsApp: the channel is named after the number (issue 23). */
export const WhatsApp: Story = {
  args: { method: 'whatsapp', destination: '+447400123456' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'One-time passcode' });
    await expect(input).toHaveAccessibleDescription('A 6-digit passcode was sent to you at +44 7400 123456. It was sent by WhatsApp.');
  },
};

/** An email code: the address as typed, no channel sentence (the screen already says email). */
export const Email: Story = {
  args: { method: 'email', destination: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'One-time passcode' });
    await expect(input).toHaveAccessibleDescription('A 6-digit passcode was sent to you at ada@example.com.');
  },
};

/**
 * A code the server says has expired (the countdown may still run: the server's clock decides): 'Your code
 * has expired.' under the cleared boxes, not 'Invalid passcode' (spec §9, issue 23).
 */
export const ExpiredByServer: Story = {
  render: renderFlow((args: OTPAuthenticateArgs) => ({
    config,
    state: onScreen(args),
    services: fakeServices({
      otp: {
        authenticate: () =>
          Promise.reject({
            name: 'APIError',
            message: 'This passcode has expired; request a new one.',
            errorType: 'otp_code_not_found',
            statusCode: 404,
            reason: 'expired',
          }),
      },
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
    await userEvent.keyboard('123456');
    const input = await canvas.findByRole('textbox', { name: 'One-time passcode', description: /^Your code has expired\./ });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** After the expiry time: 'Your code has expired.' (spec §9). */
export const Expired: Story = {
  args: { expiresIn: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your code has expired.', { selector: '[data-part="time"]' })).toBeVisible();
  },
};

/** Resend: the countdown restarts and the toast 'Code resent' appears (spec §4). */
export const Resend: Story = {
  args: { expiresIn: 10 },
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
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** A failed resend: an error toast with the message (spec §8). */
export const ResendFailed: Story = {
  render: renderFlow((args: OTPAuthenticateArgs) => ({
    config,
    state: onScreen(args),
    services: fakeServices({ otp: { send: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
  })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend code' }));
    await expect(await findToast(canvasElement, 'Unable to contact our servers.')).toBeVisible();
  },
};
