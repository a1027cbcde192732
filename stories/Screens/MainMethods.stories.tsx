import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DetectedWallet, WidgetConfig } from '../../src/flow';
import { Main } from '../../src/screens';
import { fakeServices, never } from '../support/fakeServices';
import { CurrentScreen } from '../../src/widget';
import { renderFlow, screenDocs } from '../support/flow';
import { oneTapStandIn } from '../support/OneTapPromptStandIn';

const meta = {
  title: 'Screens/Main/Passkeys, social and wallets',
  component: Main,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('Main', { when: "the first screen: 'Sign up or log in' with the methods the config lists." }),
  },
} satisfies Meta<typeof Main>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailAndPasskeys: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
const oneTap = (position?: 'floating'): WidgetConfig => ({
  products: ['oauth', 'otp'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google', one_tap: true, ...(position ? { position } : {}) }, { type: 'github' }] },
});
const wallets: DetectedWallet[] = [
  { id: 'eip6963:metamask', option: 'metamask' },
  { id: 'eip6963:coinbase', option: 'coinbase' },
  { id: 'injected:solana', option: 'phantom' },
];

/** Eight social providers: more than the six slots of Main's social and wallet area (spec §2). */
const eightProviders = (['google', 'apple', 'github', 'microsoft', 'facebook', 'discord', 'slack', 'amazon'] as const).map((type) => ({
  type,
}));

/** The social buttons on Main, in order ('Continue with {provider}', not the email form's 'Continue with email'). */
const socialButtons = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Continue with / })
    .map((button) => button.textContent)
    .filter((text) => text !== 'Continue with email');

/** No form to autofill: 'Login with a Passkey' (spec §2), and pressing it signs in. */
export const PasskeyButton: Story = {
  render: renderFlow({ config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login with a Passkey' }));
    await expect(await canvas.findByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  },
};

/** A form, but a browser without passkey autofill: the button shows beside the form. */
export const PasskeyAutofillOff: Story = {
  render: renderFlow({ config: emailAndPasskeys }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  },
};

/** With autofill the email field offers passkeys (autocomplete `username webauthn`) and no button shows. */
export const PasskeyAutofillOn: Story = {
  render: renderFlow({ config: emailAndPasskeys, services: fakeServices({ capabilities: { passkeyAutofill: async () => true } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(canvas.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
  },
};

/** A passkey login that failed: the spec's text in the banner. */
export const PasskeyFailed: Story = {
  render: renderFlow({
    config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } },
    state: { screen: 'Main', errorMessage: { key: 'error.passkeyLogin' } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unknown error occurred during passkey authentication. Please try again.',
    );
  },
};

/** One Tap embedded while it loads: 47px with the spinner (spec §9). */
export const OneTapLoading: Story = {
  render: renderFlow({ config: oneTap(), services: fakeServices({ oauth: { oneTap: { prompt: never, complete: never } } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading Google sign-in' })).toBeVisible();
    const area = canvasElement.querySelector<HTMLElement>('[data-part="one-tap"]')!;
    await expect(area.getBoundingClientRect().height).toBe(47);
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  },
};

const shownPrompt = oneTapStandIn();

/**
 * One Tap rendered: the spinner goes and Google's prompt fills the area, which grows to the prompt's height
 * (spec §9). Here a labelled stand-in takes the place of Google's prompt, drawn where Google would draw it.
 */
export const OneTapShown: Story = {
  render: renderFlow({
    config: oneTap(),
    services: shownPrompt.services,
    children: (
      <>
        <CurrentScreen />
        <shownPrompt.Prompt />
      </>
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByText((_text, element) => element?.getAttribute('data-state') === 'shown');
    await expect(area).toHaveAttribute('data-part', 'one-tap');
    await expect(canvas.queryByRole('status', { name: 'Loading Google sign-in' })).toBeNull();
    const prompt = await canvas.findByRole('figure', {
      name: "Stand-in for Google's One Tap prompt, which Google draws here on a live page.",
    });
    await expect(area).toContainElement(prompt);
    await waitFor(() => expect(area.getBoundingClientRect().height).toBe(prompt.getBoundingClientRect().height));
  },
};

/** One Tap floating: Google draws its own prompt; nothing of it shows in the widget. */
export const OneTapFloating: Story = {
  render: renderFlow({ config: oneTap('floating'), services: fakeServices({ oauth: { oneTap: { prompt: never, complete: never } } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(canvasElement.querySelector('[data-part="one-tap"]')).toBeNull();
  },
};

/** An error state with a test public token: the developer message of spec §8 over the plain Google button. */
export const OneTapDeveloperMessage: Story = {
  render: renderFlow({
    config: oneTap(),
    services: fakeServices({
      oauth: {
        oneTap: {
          prompt: async () => ({ failure: 'default_provider_not_allowed', developer: true, origin: 'https://host.example' }),
          complete: never,
        },
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One Tap is not available with the default Google client. Configure your own Google client to use it.',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  },
};

/** The origin is not allowed for the Google client: the message names the page's origin. */
export const OneTapOriginNotAllowed: Story = {
  render: renderFlow({
    config: oneTap(),
    services: fakeServices({
      oauth: {
        oneTap: {
          prompt: async () => ({ failure: 'origin_not_allowed_for_client', developer: true, origin: 'https://host.example' }),
          complete: never,
        },
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    // The origin is isolated (U+2066 … U+2069, issue 40), so it reads left to right in any language.
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The current origin is not allowed for this Google client. Add \u2066https://host.example\u2069 (and localhost with its port, for development) to the authorized JavaScript origins of your Google client.',
    );
  },
};

/** The user closed One Tap, or a live token: the plain button without a message. */
export const OneTapFallback: Story = {
  render: renderFlow({
    config: oneTap(),
    services: fakeServices({
      oauth: { oneTap: { prompt: async () => ({ failure: 'user_cancel', developer: true, origin: 'o' }), complete: never } },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Wallets the browser offers, as 'Continue with {wallet}'. */
export const Wallets: Story = {
  render: renderFlow({ config: { products: ['crypto'] }, services: fakeServices({ capabilities: { wallets: async () => wallets } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with Metamask' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Coinbase' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Phantom' })).toBeVisible();
  },
};

/** More wallets than slots (spec §2: 6 − 4 social − 1 = 1): one wallet and 'Continue with other Crypto Wallet'. */
export const WalletsOverflow: Story = {
  render: renderFlow({
    config: {
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: (['google', 'apple', 'github', 'slack'] as const).map((type) => ({ type })) },
    },
    services: fakeServices({ capabilities: { wallets: async () => wallets } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Metamask' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Phantom' })).toBeNull();
  },
};

/** Crypto configured, no wallet in the browser: 'Set up a new crypto wallet'. */
export const NoWallet: Story = {
  render: renderFlow({ config: { products: ['crypto', 'otp'], otpOptions: { methods: ['email'] } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  },
};

/** More than six social providers: the first six, in the config's order (spec §2 slot rule). */
export const SocialOverflow: Story = {
  render: renderFlow({
    config: { products: ['oauth', 'otp'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: eightProviders } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(socialButtons(canvasElement)).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with Microsoft',
      'Continue with Facebook',
      'Continue with Discord',
    ]);
  },
};

/**
 * The same eight with wallets offered and none in the browser: five providers keep their places and the
 * sixth slot is the wallet set-up entry (spec §2 slot rule).
 */
export const SocialOverflowWithWalletSetUp: Story = {
  render: renderFlow({
    config: { products: ['oauth', 'crypto', 'otp'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: eightProviders } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
    await expect(socialButtons(canvasElement)).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with Microsoft',
      'Continue with Facebook',
    ]);
  },
};

/** Right to left, with social, wallets and the passkey button. */
export const RightToLeft: Story = {
  render: renderFlow({
    config: { products: ['oauth', 'crypto', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }, { type: 'apple' }] } },
    services: fakeServices({ capabilities: { wallets: async () => wallets.slice(0, 1) } }),
  }),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Login with a Passkey' })).toBeVisible();
  },
};
