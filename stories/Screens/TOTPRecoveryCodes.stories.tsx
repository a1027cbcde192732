import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOTPRecoveryCodes } from '../../src/screens';
import { fakeEnrolment, fakeSignIn } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import type { WidgetConfig } from '../../src/flow';

const config: WidgetConfig = { products: ['otp' as const, 'totp' as const], otpOptions: { methods: ['email' as const] } };
const state = {
  screen: 'TOTPRecoveryCodes' as const,
  then: { screen: 'OTPConfirmation' as const },
  codes: fakeEnrolment.recoveryCodes,
  data: fakeSignIn({ totp: true }),
};

const meta = {
  title: 'Screens/TOTPRecoveryCodes',
  component: TOTPRecoveryCodes,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('TOTPRecoveryCodes', { when: "once TOTPEnroll's first code was accepted." }) },
} satisfies Meta<typeof TOTPRecoveryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recovery codes, shown this once, to copy or download; 'I saved them' completes the sign-in. */
export const Default: Story = {
  render: renderFlow({ config, state }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fakeEnrolment.recoveryCodes);
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'I saved them' }));
    await expect(await canvas.findByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  render: renderFlow({ config, state }),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Recovery codes' })).toBeVisible();
  },
};
