import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/i18n';
import { OTPField } from '../../src/primitives/OTPField';

const meta = {
  title: 'Primitives/OTPField',
  component: OTPField,
  tags: ['autodocs'],
  args: { name: 'code', onComplete: fn(), onValueChange: fn() },
} satisfies Meta<typeof OTPField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing the sixth digit submits once (spec §4 auto-submit). The focused last box is also captured in forced
 * colours, where it must stand out from the others (issue 23).
 */
export const Default: Story = {
  parameters: { visual: { forcedColors: true } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PartlyFilled: Story = { args: { defaultValue: '123' } };

export const Filled: Story = { args: { defaultValue: '123456' } };

/** The screen header already says "Enter passcode", so the label may be visually hidden. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'One-time passcode' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', errorMessage: m['error.otpInvalid'] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'One-time passcode' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid passcode, please try again.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'One-time passcode' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <OTPField />
      <OTPField defaultValue="123" hideLabel />
      <OTPField defaultValue="123456" label="Code from your authenticator app" />
      <OTPField defaultValue="654321" errorMessage={m['error.otpInvalid']} />
      <OTPField disabled defaultValue="12" />
      <div dir="rtl">
        <OTPField defaultValue="1234" />
      </div>
    </div>
  ),
};
