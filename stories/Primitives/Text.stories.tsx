import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { passcodeEntryText } from '../../src/i18n/english/PasscodeEntry';
import { Message, Text } from '../../src/primitives/Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'A 6-digit passcode was sent to you at +1 555 0100.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/A 6-digit passcode/);
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Helper: Story = {
  args: { size: 'helper', tone: 'secondary', children: 'Your code expires in 4:59.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Your code expires in 4:59.');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Your passcode has been successfully verified.' } };

export const ErrorTone: Story = { args: { tone: 'error', size: 'helper', children: 'Invalid passcode, please try again.' } };

export const Strong: Story = { args: { weight: 'strong', children: 'Existing Passkeys' } };

export const Centered: Story = { args: { align: 'center', children: "Didn't get it?" } };

/**
 * Addresses and numbers in a sentence stay whole (wrapping between words, never inside "+1 555 0100") and,
 * as isolated runs, in order in right-to-left text with the full stop on the sentence's side.
 */
export const AddressesAndNumbers: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text>
        <Message text={passcodeEntryText['otp.sentTo']} values={{ destination: '+1 555 0100' }} params={{ channel: 'sms', digits: 6 }} />
      </Text>
      <Text>
        <Message
          text={passcodeEntryText['otp.sentTo']}
          values={{ destination: 'someone.with.a.long.address@example.com' }}
          params={{ channel: 'email', digits: 6 }}
        />
      </Text>
      <div dir="rtl">
        <Text>
          <Message text={passcodeEntryText['otp.sentTo']} values={{ destination: '+1 555 0100' }} params={{ channel: 'sms', digits: 6 }} />
        </Text>
      </div>
    </div>
  ),
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['default', 'secondary', 'success', 'error'] as const).map((tone) => (
        <div key={tone} style={{ display: 'grid', gap: 4 }}>
          <Text tone={tone}>Body text ({tone})</Text>
          <Text tone={tone} size="helper">
            Helper text ({tone})
          </Text>
        </div>
      ))}
      <Text>
        A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at
        someone.with.a.very.long.address@example.com to reset your password.
      </Text>
      <div dir="rtl">
        <Text>تم إرسال رمز مرور مكون من 6 أرقام إليك.</Text>
      </div>
    </div>
  ),
};
