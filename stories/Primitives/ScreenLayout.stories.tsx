import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/primitives/Button';
import { Divider } from '../../src/primitives/Divider';
import { ScreenLayout } from '../../src/primitives/ScreenLayout';
import { SocialButton } from '../../src/primitives/SocialButton';
import { passcodeEntryText } from '../../src/i18n/english/PasscodeEntry';
import { Message, Text } from '../../src/primitives/Text';
import { ThemeProvider } from '../../src/theme';
import { storyBaseTheme } from '../support/theme';
import { placeholderLogoUrl } from '../fixtures/logo';

const logoUrl = placeholderLogoUrl;

const meta = {
  title: 'Primitives/ScreenLayout',
  component: ScreenLayout,
  tags: ['autodocs'],
  parameters: { surface: 'page', visual: { narrow: true } },
  args: {
    header: 'Sign up or log in',
    children: (
      <>
        <SocialButton provider="google" />
        <Divider />
        <Button>Continue with email</Button>
      </>
    ),
  },
} satisfies Meta<typeof ScreenLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('region', { name: 'Sign up or log in' });
    const style = getComputedStyle(screen);
    await expect(style.width).toBe('400px');
    await expect(style.borderTopLeftRadius).toBe('8px');
    await expect(style.paddingTop).toBe('24px');
    await expect(style.paddingLeft).toBe('32px');
  },
};

export const WithBackArrow: Story = {
  args: {
    header: 'Enter passcode',
    onBack: fn(),
    children: (
      <Text>
        <Message text={passcodeEntryText['otp.sentTo']} values={{ destination: '+1 555 0100' }} params={{ channel: 'sms', digits: 6 }} />
      </Text>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithLogo: Story = {
  args: { showLogo: true, logoImageUrl: logoUrl },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Logo' })).toBeVisible();
  },
};

export const WithWatermark: Story = {
  args: { watermark: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Powered by Gatehouse')).toBeVisible();
  },
};

/** The typed theme's `hideHeaderText` and `logo.logoImageUrl` (spec §3 Theme). */
export const ThemedHeaderAndLogo: Story = {
  args: { showLogo: true },
  render: (args, context) => (
    <ThemeProvider base={storyBaseTheme(context)} theme={{ hideHeaderText: true, logo: { logoImageUrl: logoUrl } }}>
      <ScreenLayout {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden from sight, still the region's name for screen readers.
    await expect(canvas.getByRole('region', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign up or log in' }).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('img', { name: 'Logo' })).toBeVisible();
  },
};

export const NoHeader: Story = { args: { header: undefined } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24, justifyItems: 'start' }}>
      <ScreenLayout header="Sign up or log in" showLogo logoImageUrl={logoUrl} watermark>
        <SocialButton provider="github" />
        <Divider />
        <Button>Continue with email</Button>
      </ScreenLayout>
      <ScreenLayout header="Enter passcode" onBack={() => {}}>
        <Text>A 6-digit passcode was sent to you at someone.with.a.very.long.address@example.com.</Text>
      </ScreenLayout>
      <ScreenLayout header="Check your email to set a new password! A much longer header that wraps">
        <Text size="helper" tone="secondary">
          A login link was sent to you.
        </Text>
      </ScreenLayout>
      <div dir="rtl" style={{ maxWidth: '100%' }}>
        <ScreenLayout header="أدخل رمز المرور" onBack={() => {}}>
          <Text>تم إرسال رمز مرور مكون من 6 أرقام إليك.</Text>
        </ScreenLayout>
      </div>
    </div>
  ),
};
