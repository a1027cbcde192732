import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { TOTPAuthenticate } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const config: WidgetConfig = { products: ['otp' as const, 'totp' as const], otpOptions: { methods: ['email' as const] } };
const onScreen = (patch: Partial<Extract<FlowState, { screen: 'TOTPAuthenticate' }>> = {}) => ({
  screen: 'TOTPAuthenticate' as const,
  then: { screen: 'OTPConfirmation' as const },
  entry: 0,
  ...patch,
});

const meta = {
  title: 'Screens/TOTPAuthenticate',
  component: TOTPAuthenticate,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('TOTPAuthenticate', { when: 'after a primary sign-in, for a user with an authenticator app (product `totp`).' }),
  },
} satisfies Meta<typeof TOTPAuthenticate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the primary sign-in: the app's 6-digit code, with the caret in the first box, or a recovery code. */
export const Default: Story = {
  render: renderFlow({ config, state: onScreen() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter verification code' })).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Code from your authenticator app' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeEnabled();
  },
};

/** The sixth digit sends the code; the sign-in's own confirmation follows. */
export const EnterCode: Story = {
  render: renderFlow({ config, state: onScreen() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await expect(await canvas.findByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

/** Checking the code: 'Verifying code...' and the boxes read-only (they keep focus, issue 23). */
export const Verifying: Story = {
  render: renderFlow({
    config,
    state: onScreen({ pending: { id: 1, action: 'totp.authenticate' } }),
    services: fakeServices({ totp: { authenticate: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Verifying code...' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Code from your authenticator app' })).toHaveAttribute('readonly');
  },
};

/** A code already used (each works once): a clear message under the cleared boxes. */
export const ReusedCode: Story = {
  render: renderFlow({ config, state: onScreen({ entry: 1, fieldErrors: { code: { key: 'totp.codeReused' } } }) }),
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(input).toHaveAccessibleDescription(
      'This code was already used. Wait for the next code in your authenticator app and try again.',
    );
  },
};

/** A wrong code. */
export const WrongCode: Story = {
  render: renderFlow({ config, state: onScreen({ entry: 1, fieldErrors: { code: { key: 'totp.codeInvalid' } } }) }),
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(input).toHaveAccessibleDescription('Invalid code, please try again.');
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
