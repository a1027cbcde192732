import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { TOTPEnroll } from '../../src/screens';
import { fakeEnrolment, fakeServices, fakeSignIn, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import { findToast } from '../support/toasts';

const config: WidgetConfig = {
  products: ['otp' as const, 'totp' as const],
  otpOptions: { methods: ['email' as const] },
  totpOptions: { enrollment: 'optional' as const },
};
/** The state field the controls set (described in `argTypes`, which the docs page shows). */
interface TOTPEnrollArgs {
  required: boolean;
}

const onScreen = ({ required }: TOTPEnrollArgs, patch: Partial<Extract<FlowState, { screen: 'TOTPEnroll' }>> = {}) => ({
  screen: 'TOTPEnroll' as const,
  then: { screen: 'OTPConfirmation' as const },
  required,
  enrolment: fakeEnrolment,
  entry: 0,
  data: fakeSignIn(),
  ...patch,
});

const meta = {
  title: 'Screens/TOTPEnroll',
  component: TOTPEnroll,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('TOTPEnroll', { when: 'after a primary sign-in, for a user without an authenticator app (product `totp`).' }),
  },
  args: { required: false },
  argTypes: {
    required: {
      description: "`totpOptions.enrollment` is `required`: no 'Skip for now', enrolling is the only way on.",
      control: 'boolean',
    },
  },
  render: renderFlow((args: TOTPEnrollArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<TOTPEnrollArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code (SVG elements), the secret as text, the app's first code, and 'Skip for now'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    // The key in groups of four (issue 23).
    await expect(canvasElement.querySelector('[data-part="totp-secret"]')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByRole('textbox', { name: 'Code from your authenticator app' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
  },
};

/** 'Copy key' puts the key, without the spaces, on the clipboard and says 'Copied' (a toast, heard too). */
export const CopyKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy key' }));
    await expect(await findToast(canvasElement, 'Copied')).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe(fakeEnrolment.secret);
  },
};

/** The first code confirms the app; the recovery codes follow. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
    await expect(await canvas.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  },
};

/** `enrollment: 'required'`: no way past it but enrolling. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  },
};

/** Setting it up: a spinner while `POST /totps` runs. */
export const Creating: Story = {
  render: renderFlow((args: TOTPEnrollArgs) => ({
    config,
    state: onScreen(args, { enrolment: null, pending: { id: 1, action: 'totp.create' } }),
    services: fakeServices({ totp: { create: never } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Setting up your authenticator app' })).toBeVisible();
  },
};

/** It could not start: the message and 'Try again'. */
export const CouldNotStart: Story = {
  render: renderFlow((args: TOTPEnrollArgs) => ({
    config,
    state: onScreen(args, { enrolment: null, required: true, errorMessage: { text: 'Unable to contact our servers.' } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to contact our servers.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Copy key' })).toBeVisible();
  },
};

/** Checking the first code. */
export const Verifying: Story = {
  render: renderFlow((args: TOTPEnrollArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'totp.authenticate' } }),
    services: fakeServices({ totp: { authenticate: never } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Verifying code...' })).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
