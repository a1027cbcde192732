import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasskeyConfirmation } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';
import type { WidgetConfig } from '../../src/flow';

const config: WidgetConfig = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };

const meta = {
  title: 'Screens/PasskeyConfirmation',
  component: PasskeyConfirmation,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('PasskeyConfirmation', { when: 'once a passkey sign-in succeeded.' }) },
} satisfies Meta<typeof PasskeyConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Success', 'Your Passkey has been successfully authenticated.' and a green check. */
export const Default: Story = {
  render: renderFlow({ config, state: { screen: 'PasskeyConfirmation' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
