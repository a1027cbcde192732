import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordConfirmation } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';

const meta = {
  title: 'Screens/PasswordConfirmation',
  component: PasswordConfirmation,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('PasswordConfirmation', { when: 'once the password was accepted.' }) },
} satisfies Meta<typeof PasswordConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Success!' and 'You have successfully logged in.' with the green check (spec §2). */
export const Default: Story = {
  render: renderFlow({ config: { products: ['passwords'] }, state: { screen: 'PasswordConfirmation' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="success-mark"] svg')).not.toBeNull();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  render: renderFlow({ config: { products: ['passwords'] }, state: { screen: 'PasswordConfirmation' } }),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
