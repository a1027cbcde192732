import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createClient } from '../../src/client';
import { Login } from '../../src/widget';
import { storyLocale } from '../support/locale';
import { themeProps } from '../support/theme';

/**
 * The real widget with the real client, pointed at the emulator `npm start` runs on :8787: with it running,
 * these stories sign users in for real (codes arrive in its inbox at http://localhost:8787/_emulator).
 */
const client = createClient('public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001', { testBaseUrl: 'http://localhost:8787' });

const meta = {
  title: 'Widget/Login',
  component: Login,
  parameters: { layout: 'centered' },
  args: { client, config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } },
  render: (args, context) => <Login {...args} {...themeProps(context)} locale={args.locale ?? storyLocale(context)} />,
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Passcodes by text message, WhatsApp and email. */
export const Passcodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

/** One method, reworded through `strings`. */
export const CustomStrings: Story = {
  args: {
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    strings: { 'main.header': 'Welcome back', 'main.continueWithEmail': 'Email me a code' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  },
};
