import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { PasskeyRegistrationStart } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const config: WidgetConfig = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };
/** The state field the controls set (described in `argTypes`, which the docs page shows). */
interface PasskeyRegistrationStartArgs {
  noUser: boolean;
}

const onScreen = (
  { noUser }: PasskeyRegistrationStartArgs,
  patch: Partial<Extract<FlowState, { screen: 'PasskeyRegistrationStart' }>> = {},
) => ({
  screen: 'PasskeyRegistrationStart' as const,
  noUser,
  registrations: [],
  ...patch,
});

const meta = {
  title: 'Screens/PasskeyRegistrationStart',
  component: PasskeyRegistrationStart,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('PasskeyRegistrationStart', {
      mode: 'passkeyRegistration',
      when: 'the first screen of passkey registration, for a signed-in user.',
    }),
  },
  args: { noUser: false },
  argTypes: {
    noUser: {
      description: 'Nobody is signed in (or the user could not be fetched): only the error of spec §2 shows (§6, §8).',
      control: 'boolean',
    },
  },
  render: renderFlow((args: PasskeyRegistrationStartArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<PasskeyRegistrationStartArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Set up a new Passkey', why passkeys, 'Create a Passkey' and 'Skip'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expect(canvas.getByText("With Passkeys, you don't need to remember complex passwords.")).toBeVisible();
    await expect(
      canvas.getByText('Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a Passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeEnabled();
  },
};

/** Loading the signed-in user: a spinner, no buttons yet. */
export const LoadingUser: Story = {
  render: renderFlow((args: PasskeyRegistrationStartArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'passkeys.user' } }),
    services: fakeServices({ passkeys: { registrations: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
  },
};

/** Nobody signed in (spec §2, §6): only the error. */
export const NoUser: Story = {
  args: { noUser: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    await expect(canvas.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
  },
};

/** The browser's passkey prompt is open: 'Create a Passkey' is busy, 'Skip' waits. */
export const Creating: Story = {
  render: renderFlow((args: PasskeyRegistrationStartArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'passkeys.register' } }),
    services: fakeServices({ passkeys: { register: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create a Passkey' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

/** Spec §8: the browser says this passkey is already registered. */
export const AlreadyRegistered: Story = {
  render: renderFlow((args: PasskeyRegistrationStartArgs) => ({
    config,
    state: onScreen(args, { errorMessage: { key: 'error.passkeyAlreadyRegistered' } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
    );
  },
};

/** Spec §8: any other failure. */
export const NotCreated: Story = {
  render: renderFlow((args: PasskeyRegistrationStartArgs) => ({
    config,
    state: onScreen(args, { errorMessage: { key: 'error.passkeyNotCreated' } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
    );
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
