import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Main } from '../../src/screens';
import { fakeBootstrap, fakeServices, never } from '../support/fakeServices';
import { renderFlow } from '../support/flow';

const meta = {
  title: 'Screens/Main',
  component: Main,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Main>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One method: a single email form, no tabs (spec §2 "Tabs appear only when more than one method exists"). */
export const EmailPasscode: Story = {
  render: renderFlow({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

/** Several passcode methods: tabs labelled Text, WhatsApp, Email, in the config's order. */
export const PasscodeTabs: Story = {
  render: renderFlow({ config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'WhatsApp' }));
    await expect(canvas.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
  },
};

/** An address that is not an email: the spec's message under the field, no request. */
export const InvalidEmail: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    state: { screen: 'Main', fieldErrors: { email: { key: 'validation.emailOtp' } } },
  }),
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email, please try again.');
  },
};

/** Waiting for the send: the input is disabled and the button shows its spinner. */
export const Sending: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    state: {
      screen: 'Main',
      pending: { id: 1, action: 'otp.send' },
      otpState: { type: 'email', methodId: '', otpDestination: 'ada@example.com' },
    },
    services: fakeServices({ otp: { send: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed request: the server's message in the warning banner (spec §8). */
export const ServerError: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
    state: { screen: 'Main', errorMessage: { text: 'Unable to contact our servers.' } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Unable to contact our servers.');
  },
};

/** The bootstrap config asks for the watermark (spec §1: 150px powered-by logo). */
export const WithWatermark: Story = {
  render: renderFlow({
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    services: fakeServices({ bootstrap: async () => ({ ...fakeBootstrap, displayWatermark: true }) }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Powered by/)).toBeVisible();
  },
};

/** The §5 configuration errors are shown in the widget with the spec's texts. */
export const ConfigErrorPasskeysAlone: Story = {
  render: renderFlow({ config: { products: ['passkeys'] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
  },
};

export const ConfigErrorMagicLinksAndEmailPasscode: Story = {
  render: renderFlow({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error: Cannot use both EML and Email OTP');
  },
};

/** Magic links own the Email tab: 'Continue with email' sends a link. */
export const MagicLinkForm: Story = {
  render: renderFlow({ config: { products: ['emailMagicLinks'] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-part="email-form"]')).toHaveAttribute('data-owner', 'emailMagicLinks');
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

/** The magic-link and password forms say 'Invalid email address' (spec §5). */
export const InvalidEmailAddress: Story = {
  render: renderFlow({ config: { products: ['emailMagicLinks'] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example{Enter}');
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  },
};

/** Passwords own the Email tab (spec §5: with magic links too, theirs is removed): 'Continue' looks the user up. */
export const PasswordForm: Story = {
  render: renderFlow({ config: { products: ['passwords', 'emailMagicLinks'] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-part="email-form"]')).toHaveAttribute('data-owner', 'passwords');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Looking the user up: the input is disabled and 'Continue' spins. */
export const PasswordLookup: Story = {
  render: renderFlow({
    config: { products: ['passwords'] },
    state: { screen: 'Main', pending: { id: 1, action: 'passwords.search' }, passwordState: { email: 'ada@example.com', type: 'new' } },
    services: fakeServices({ passwords: { search: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A provider API error whose text links to the provider's site: a real link in the banner (spec §8). */
export const ErrorWithProviderLink: Story = {
  render: renderFlow({
    config: { products: ['passwords'] },
    state: {
      screen: 'Main',
      errorMessage: { text: 'This project has no Passwords yet. See https://stytch.com/docs/passwords for setup.' },
    },
  }),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /stytch\.com\/docs\/passwords/ });
    await expect(link).toHaveAttribute('href', 'https://stytch.com/docs/passwords');
  },
};
