import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../../src/primitives/Text';
import { CurrentScreen, type ScreenOverrides } from '../../src/widget';
import { FAKE_NOW, fakePasscodeSignIn, fakeResponse, fakeServices } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { findToast } from '../support/toasts';

/** A code check that takes 123456 and refuses anything else with the API's error type. */
const otp = {
  send: fn(async () => ({ ...fakeResponse, method_id: 'method-1' })),
  authenticate: async (code: string) =>
    code === '123456'
      ? fakePasscodeSignIn()
      : Promise.reject({ name: 'APIError', message: 'The passcode is wrong.', errorType: 'otp_code_not_found' }),
};

/**
 * Waits for the phone field's formatter (lazily loaded libphonenumber-js). Synthetic typing does not follow a
 * value the field rewrites between two keystrokes, as it does when the formatter arrives mid-number.
 */
const formatterReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-part="phone-field"]')).toHaveAttribute('data-formatter', 'ready'), {
    timeout: 5000,
  });

const meta = {
  title: 'Flows/Passcodes',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journey's clock: the play function moves it past the resend's wait. */
let keyboardClock = FAKE_NOW;

/**
 * Email passcode by keyboard alone: the address, Enter, a wrong code ('Invalid passcode, please try again.',
 * the boxes cleared and focused), a resend pressed too early (it says how long to wait, issue 23), then once
 * the 30 s are up ('Code resent'), then the right code submits itself (spec §4).
 */
export const EmailByKeyboard: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    services: fakeServices({ now: () => keyboardClock, otp }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('ada@example.com{Enter}');
    const boxes = await canvas.findByRole('textbox', { name: 'One-time passcode' });
    await expect(canvasElement.querySelector('[data-part="otp-destination"]')).toHaveTextContent(
      'A 6-digit passcode was sent to you at ada@example.com.',
    );
    await expect(boxes).toHaveFocus();

    await userEvent.keyboard('000000');
    await expect(await canvas.findByText('Invalid passcode, please try again.')).toBeVisible();
    const cleared = canvas.getByRole('textbox', { name: 'One-time passcode' });
    await expect(cleared).toHaveValue('');
    await expect(cleared).toHaveFocus();

    await userEvent.tab();
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await expect(resend).toHaveFocus();
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('You can resend in 30 seconds.')).toBeInTheDocument();
    await expect(otp.send).toHaveBeenCalledTimes(1);

    keyboardClock += 30_000;
    // The button looks at the clock once a second.
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'), { timeout: 5_000 });
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Code resent')).toBeVisible();
    await expect(otp.send).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('textbox', { name: 'One-time passcode' }));
    await userEvent.keyboard('123456');
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

/** A text message: the Text tab, the number with the US default, the code, success. */
export const TextMessage: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
    services: fakeServices({ otp }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await formatterReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2015550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with text message' }));
    // The number as people read it, and the channel (issue 23).
    await expect(await canvas.findByRole('textbox', { name: 'One-time passcode' })).toHaveAccessibleDescription(
      'A 6-digit passcode was sent to you at +1 201 555 0123. It was sent by text message (SMS).',
    );
    await userEvent.keyboard('123456');
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
  },
};

/** WhatsApp: the back arrow returns to Main with the tab and the number kept. */
export const WhatsAppBack: Story = {
  render: renderFlow({ config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }, services: fakeServices({ otp }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'WhatsApp' }));
    await formatterReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '2015550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with WhatsApp' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    // The number comes back as sent (E.164, shown in international form).
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 201 555 0123');
  },
};

const backSend = fn(async () => ({ ...fakeResponse, method_id: 'email-test-1' }));
const backAuthenticate = fn(async () => fakePasscodeSignIn());
const backEvent = fn().mockName('onEvent');

/** Email: the back arrow returns to Main with the address kept, and nobody signed in (spec §2, §4). */
export const EmailBack: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    services: fakeServices({ otp: { send: backSend, authenticate: backAuthenticate } }),
    callbacks: { onEvent: backEvent },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(backEvent.mock.calls.map(([event]) => event.type)).toEqual(['OTP_LOGIN_OR_CREATE']);
    await expect(backAuthenticate).not.toHaveBeenCalled();
  },
};

/** A host's wrapper for the passcode screen (the `screens` prop): its own markup around the widget's screen. */
const hostWrapsPasscode: ScreenOverrides = {
  OTPAuthenticate: ({ Default }) => (
    <div data-testid="host-wrapper">
      <Text>Host content around OTPAuthenticate</Text>
      <Default />
    </div>
  ),
};

/** The `screens` prop wraps a screen in the host's markup: after the send, the passcode screen shows inside it. */
export const ScreensPropWrapsPasscode: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    services: fakeServices({ otp }),
    children: <CurrentScreen screens={hostWrapsPasscode} />,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'lin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    const wrapper = await canvas.findByTestId('host-wrapper');
    await expect(wrapper).toHaveTextContent('Host content around OTPAuthenticate');
    await expect(await within(wrapper).findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  },
};
