import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CryptoError } from '../../src/screens';
import { renderFlow, screenDocs } from '../support/flow';

const meta = {
  title: 'Screens/CryptoError',
  component: CryptoError,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('CryptoError', { when: 'when connecting to the wallet or its signature failed.' }) },
} satisfies Meta<typeof CryptoError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: both texts, and the back arrow to Main (§4). */
export const Default: Story = {
  render: renderFlow({ config: { products: ['crypto'] }, state: { screen: 'CryptoError' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(
      canvas.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
