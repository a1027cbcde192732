import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DetectedWallet, WidgetConfig } from '../../src/flow';
import { CryptoOtherScreen } from '../../src/screens';
import { fakeServices } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const wallets: DetectedWallet[] = [
  { id: 'eip6963:metamask', option: 'metamask' },
  { id: 'eip6963:coinbase', option: 'coinbase' },
  { id: 'injected:solana', option: 'phantom' },
];
// Five social buttons leave no wallet slot on Main (spec §2: 6 − 5 − 1), so every wallet is listed here.
const config: WidgetConfig = {
  products: ['oauth' as const, 'crypto' as const],
  oauthOptions: { providers: (['google', 'github', 'apple', 'microsoft', 'discord'] as const).map((type) => ({ type })) },
};

// What the browser offers, as wallet discovery finds it on start-up.
const services = fakeServices({ capabilities: { wallets: async () => wallets } });

const meta = {
  title: 'Screens/CryptoOtherScreen',
  component: CryptoOtherScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('CryptoOtherScreen', {
      when: "after 'Continue with other wallet' on Main, for the wallets that found no slot there.",
    }),
  },
} satisfies Meta<typeof CryptoOtherScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Continue with other wallet', with the wallets that found no slot on Main. */
export const Default: Story = {
  render: renderFlow({ config, state: { screen: 'CryptoOtherScreen', env: { passkeyAutofill: false, wallets } }, services }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Crypto wallets' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Metamask', 'Continue with Coinbase', 'Continue with Phantom']);
  },
};

/** Picking one starts its sign-in on CryptoConnect. */
export const PickAWallet: Story = {
  render: renderFlow({ config, state: { screen: 'CryptoOtherScreen', env: { passkeyAutofill: false, wallets } }, services }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Phantom' }));
    await expect(await canvas.findByText('You have successfully connected your wallet.')).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
