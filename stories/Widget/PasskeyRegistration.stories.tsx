import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NoUserError } from '../../src/flow/products/passkeys/later';
import { PasskeyRegistration } from '../../src/widget';
import { fakeServices } from '../support/fakeServices';
import { storyLocale } from '../support/locale';
import { themeProps } from '../support/theme';
import type { WidgetConfig } from '../../src/flow';

/**
 * The `PasskeyRegistration` entry point for a signed-in user (spec §1), with fake services so the catalogue
 * needs no emulator or authenticator; the journeys with Chromium's virtual authenticator are in
 * test/e2e/widget-passkeys.spec.ts.
 */
const config: WidgetConfig = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };

const meta = {
  title: 'Widget/PasskeyRegistration',
  component: PasskeyRegistration,
  parameters: { layout: 'centered' },
  args: { services: fakeServices(), config },
  render: (args, context) => <PasskeyRegistration {...args} {...themeProps(context)} locale={args.locale ?? storyLocale(context)} />,
} satisfies Meta<typeof PasskeyRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Create a Passkey' registers one and lists the user's passkeys. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect(canvas.getByText('Passkey 2')).toBeVisible();
  },
};

/** Nobody signed in: the spec's error instead of the buttons. */
export const NoUser: Story = {
  args: { services: fakeServices({ passkeys: { registrations: () => Promise.reject(new NoUserError()) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
  },
};
