import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OTPConfirmation } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';

const meta = {
  title: 'Screens/OTPConfirmation',
  component: OTPConfirmation,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('OTPConfirmation', { when: 'once the passcode was accepted.' }) },
} satisfies Meta<typeof OTPConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Success', 'Your passcode has been successfully verified.' and a green check (spec §2). */
export const Default: Story = {
  render: renderFlow({ config: { products: ['otp'], otpOptions: { methods: ['email'] } }, state: { screen: 'OTPConfirmation' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};
