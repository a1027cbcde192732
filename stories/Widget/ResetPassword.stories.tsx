import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPassword } from '../../src/widget';
import { fakeServices } from '../support/fakeServices';
import { storyLocale } from '../support/locale';
import { themeProps } from '../support/theme';

/**
 * The `ResetPassword` entry point as a host drops it on its reset page (spec §1 reset-password mode), here
 * with fake services so the catalogue needs no emulator; the journeys against the real one are in
 * test/e2e/widget-reset-password.spec.ts.
 */
const meta = {
  title: 'Widget/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'centered' },
  args: { services: fakeServices(), config: { products: ['passwords'] }, passwordResetToken: 'reset-token-from-the-email' },
  render: (args, context) => <ResetPassword {...args} {...themeProps(context)} locale={args.locale ?? storyLocale(context)} />,
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token from the prop: a strong new password enables 'Continue', which resets and signs in. */
export const FromToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New password'), 'correct-horse-battery');
    await expect(continueButton).toBeEnabled();
    await userEvent.click(continueButton);
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
};
