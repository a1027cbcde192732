import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOTPRecover } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import type { WidgetConfig } from '../../src/flow';

const config: WidgetConfig = { products: ['otp' as const, 'totp' as const], otpOptions: { methods: ['email' as const] } };
const then = { screen: 'OTPConfirmation' as const };

const meta = {
  title: 'Screens/TOTPRecover',
  component: TOTPRecover,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('TOTPRecover', { when: "after 'Use a recovery code instead' on TOTPAuthenticate." }) },
} satisfies Meta<typeof TOTPRecover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the saved recovery codes instead of the app's code. */
export const Default: Story = {
  render: renderFlow({ config, state: { screen: 'TOTPRecover', then } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recovery code' }), 'ab12-cd34-ef56{Enter}');
    await expect(await canvas.findByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

/** Checking it: the field read-only (it keeps focus, issue 23), 'Continue' busy. */
export const Checking: Story = {
  render: renderFlow({
    config,
    state: { screen: 'TOTPRecover', then, pending: { id: 1, action: 'totp.recover' } },
    services: fakeServices({ totp: { recover: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Recovery code' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong or already used code. */
export const Refused: Story = {
  render: renderFlow({ config, state: { screen: 'TOTPRecover', then, fieldErrors: { code: { key: 'totp.recover.invalid' } } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Recovery code' })).toHaveAccessibleDescription(
      'Invalid recovery code, please try again. Each code works only once.',
    );
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Refused, globals: { direction: 'rtl' } };
