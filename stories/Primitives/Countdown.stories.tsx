import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { englishMessages as m } from '../../src/i18n/syntax';
import { Button } from '../../src/primitives/Button';
import { Countdown } from '../../src/primitives/Countdown';

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { onExpire: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clock that stands still, so a story shows the same time whenever it is looked at (or captured). */
const frozen = () => 0;

/** The default OTP expiry of 5 minutes (spec §9). */
export const Default: Story = {
  args: { now: frozen },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your code expires in 5 minutes.');
  },
};

export const LastSeconds: Story = { args: { seconds: 45, now: frozen } };

/** Runs out after two seconds: the text changes and `onExpire` is called. */
export const Expiring: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Your code has expired.'), { timeout: 4000 });
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your code has expired.');
  },
};

/** A fixed clock: always 1:05 left. */
export const InjectedClock: Story = {
  args: { expiresAt: 65_000, now: () => 0 },
};

/** The story's own clock: the play function moves it, so the countdown ends and restarts on cue. */
let restartClock = 0;

/** A countdown with a resend button, as OTPAuthenticate has them: each resend gives the countdown a new `key`. */
function WithResend(props: ComponentProps<typeof Countdown>) {
  const [sent, setSent] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Countdown key={sent} {...props} />
      <Button variant="text" onPress={() => setSent((n) => n + 1)}>
        {m['otp.resend']}
      </Button>
    </div>
  );
}

/** "Resend restarts the countdown" (spec §4): the screen gives the countdown a new `key`. */
export const RestartOnResend: Story = {
  args: { seconds: 3, now: () => restartClock },
  render: (args) => <WithResend {...args} />,
  beforeEach: () => {
    restartClock = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    restartClock = 3000;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your code has expired.'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your code expires in 3 seconds.');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Countdown expiresAt={300_000} now={() => 0} />
      <Countdown expiresAt={61_000} now={() => 0} />
      <Countdown expiresAt={9_000} now={() => 0} />
      <Countdown expiresAt={7_200_000} now={() => 0} />
      <Countdown seconds={0} />
      <div dir="rtl">
        <Countdown expiresAt={125_000} now={() => 0} />
      </div>
    </div>
  ),
};
