import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CurrentScreen } from '../../src/widget';
import { fakePasscodeSignIn, fakeServices } from '../support/fakeServices';
import { renderFlow } from '../support/flow';

const meta = {
  title: 'Flows/TOTPStepUp',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An email passcode, then the app's code, then the passcode's confirmation. */
export const Verify: Story = {
  render: renderFlow({
    config: { products: ['otp', 'totp'], otpOptions: { methods: ['email'] } },
    services: fakeServices({ otp: { authenticate: async () => fakePasscodeSignIn({ totp: true }) } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'One-time passcode' }), '111111');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your authenticator app' }), '222222');
    await expect(await canvas.findByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

/** Required enrolment: scan, confirm with a code, save the recovery codes. */
export const Enrol: Story = {
  render: renderFlow({
    config: { products: ['otp', 'totp'], otpOptions: { methods: ['email'] }, totpOptions: { enrollment: 'required' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'One-time passcode' }), '111111');
    await expect(await canvas.findByRole('button', { name: 'Copy key' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from your authenticator app' }), '222222');
    await userEvent.click(await canvas.findByRole('button', { name: 'I saved them' }));
    await expect(await canvas.findByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};
