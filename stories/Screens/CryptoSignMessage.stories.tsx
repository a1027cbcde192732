import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialFormState, type WidgetConfig } from '../../src/flow';
import { CryptoSignMessage } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const config: WidgetConfig = { products: ['crypto' as const] };

const meta = {
  title: 'Screens/CryptoSignMessage',
  component: CryptoSignMessage,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('CryptoSignMessage', { when: 'once the wallet gave its address, while it signs the challenge.' }),
  },
} satisfies Meta<typeof CryptoSignMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Completing signature request...' with the back arrow and hint, while the wallet signs. */
export const Default: Story = {
  render: renderFlow({
    config,
    state: {
      screen: 'CryptoSignMessage',
      wallet: 'injected:ethereum',
      pending: { id: 2, action: 'crypto.sign' },
      cryptoState: {
        ...initialFormState().cryptoState,
        walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        walletChallenge: 'Sign in',
      },
    },
    services: fakeServices({ crypto: { sign: never } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Completing signature request...' })).toBeVisible();
    await expect(canvas.getByText('If you need to retry, use the back arrow to return to the log in screen.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
