import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FlowState, Product, WidgetConfig } from '../../src/flow';
import { products as registered } from '../../src/flow/products';
import { OTP_METHODS, type OTPMethod } from '../../src/wire';
import { Main } from '../../src/screens';
import { placeholderLogoUrl } from '../fixtures/logo';
import { fakeBootstrap, fakeResponse, fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

/** Every product the widget offers, the products control's options. */
const PRODUCTS = registered.map(({ id }) => id);

/** The config and state fields the controls set (described in `argTypes`, which the docs page shows). */
interface MainArgs {
  products: Product[];
  otpMethods: OTPMethod[];
  errorMessage: string;
}

/**
 * The widget config the controls describe: `otpOptions` only with the passcode product. The checkboxes can
 * clear a list the config's type requires to be non-empty: the widget then shows its configuration error.
 */
const configOf = ({ products, otpMethods }: MainArgs): WidgetConfig =>
  ({ products, ...(products.includes('otp') && { otpOptions: { methods: otpMethods } }) }) as {
    products: readonly Product[];
  } as WidgetConfig;

/** Main's seeded state: a story's own fields, and the banner's message when the control sets one. */
function onMain({ errorMessage }: MainArgs, state: Partial<Extract<FlowState, { screen: 'Main' }>> = {}) {
  const seeded = { ...state, ...(errorMessage ? { errorMessage: { text: errorMessage } } : {}) };
  return Object.keys(seeded).length > 0 ? { ...seeded, screen: 'Main' as const } : undefined;
}

const meta = {
  title: 'Screens/Main',
  component: Main,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('Main', { when: "the first screen: 'Sign up or log in' with the methods the config lists." }),
  },
  args: { products: ['otp'], otpMethods: ['email'], errorMessage: '' },
  argTypes: {
    products: {
      description: '`config.products`: the sign-in methods Main offers, drawn in this order (spec §2, §3).',
      control: 'check',
      options: PRODUCTS,
    },
    otpMethods: {
      description:
        '`config.otpOptions.methods`, with `otp`: the passcode methods, tabs labelled Text, WhatsApp, Email when there is more than one (spec §2).',
      control: 'check',
      options: OTP_METHODS,
    },
    errorMessage: {
      description: "`errorMessage`: a failed request's message, in the warning banner (spec §8); empty for none.",
      control: 'text',
    },
  },
  render: renderFlow((args: MainArgs) => ({ config: configOf(args), state: onMain(args) })),
} satisfies Meta<MainArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card Main draws (ScreenLayout), whose look the theme sets. */
const card = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('[data-screen="Main"] [data-part="screen"]');
    if (!found) throw new Error('Main has not rendered its card yet.');
    return found;
  });

/** One method: a single email form, no tabs (spec §2 "Tabs appear only when more than one method exists"). */
export const EmailPasscode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

/** One method, text message: its phone form, without tabs (spec §2). */
export const TextMessageOnly: Story = {
  args: { otpMethods: ['sms'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const phoneSend = fn(async () => ({ ...fakeResponse, method_id: 'phone-number-test-1' }));
const refusedPhoneEvent = fn().mockName('onEvent');

/** A phone number that does not parse: the spec's message, and no passcode is sent (spec §5). */
export const InvalidPhoneNumber: Story = {
  args: { otpMethods: ['sms'] },
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    services: fakeServices({ otp: { send: phoneSend } }),
    callbacks: { onEvent: refusedPhoneEvent },
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Typed once the formatter (lazily loaded) is there, so the picture shows its formatting either way.
    await waitFor(() => expect(canvasElement.querySelector('[data-part="phone-field"]')).toHaveAttribute('data-formatter', 'ready'), {
      timeout: 5000,
    });
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with text message' }));
    await expect(await canvas.findByText('Invalid phone number, please try again.')).toBeVisible();
    await expect(phoneSend).not.toHaveBeenCalled();
    await expect(refusedPhoneEvent).not.toHaveBeenCalled();
  },
};

/** Several passcode methods: tabs labelled Text, WhatsApp, Email, in the config's order. */
export const PasscodeTabs: Story = {
  args: { otpMethods: ['sms', 'whatsapp', 'email'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'WhatsApp' }));
    await expect(canvas.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
  },
};

/**
 * The tabs by keyboard (WAI-ARIA tabs pattern, spec §2): Tab reaches the selected tab, each arrow key selects
 * the next one and shows its form.
 */
export const PasscodeTabsByKeyboard: Story = {
  args: { otpMethods: ['sms', 'whatsapp', 'email'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('tab', { name: 'Text' });
    await userEvent.tab();
    await expect(text).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

/** An address that is not an email: the spec's message under the field, no request. */
export const InvalidEmail: Story = {
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args, { fieldErrors: { email: { key: 'validation.emailOtp' } } }),
  })),
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email, please try again.');
  },
};

/** Waiting for the send: the input is read-only (it keeps focus, issue 23) and the button shows its spinner. */
export const Sending: Story = {
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args, {
      pending: { id: 1, action: 'otp.send' },
      otpState: { type: 'email', methodId: '', otpDestination: 'ada@example.com' },
    }),
    services: fakeServices({ otp: { send: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed request: the server's message in the warning banner (spec §8). */
export const ServerError: Story = {
  args: { otpMethods: ['sms'], errorMessage: 'Unable to contact our servers.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Unable to contact our servers.');
  },
};

/** The bootstrap config asks for the watermark (spec §1: 150px powered-by logo). */
export const WithWatermark: Story = {
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    services: fakeServices({ bootstrap: async () => ({ ...fakeBootstrap, displayWatermark: true }) }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Powered by/)).toBeVisible();
  },
};

const passkeysAloneError = fn().mockName('onError');

/** Spec §5: passkeys alone is a configuration error, shown in the widget with its exact text and reported to `onError`. */
export const ConfigErrorPasskeysAlone: Story = {
  args: { products: ['passkeys'] },
  render: renderFlow((args: MainArgs) => ({ config: configOf(args), state: onMain(args), callbacks: { onError: passkeysAloneError } })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^Error: Cannot use Passkeys by itself, please add another product to the config\.$/,
    );
    await waitFor(() =>
      expect(passkeysAloneError).toHaveBeenCalledWith({
        name: 'ConfigurationError',
        message: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
        localizedMessage: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
      }),
    );
  },
};

const magicLinksAndEmailPasscodeError = fn().mockName('onError');

/** Spec §5: magic links and email passcodes together, the same way: the exact text, and `onError`. */
export const ConfigErrorMagicLinksAndEmailPasscode: Story = {
  args: { products: ['emailMagicLinks', 'otp'] },
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    callbacks: { onError: magicLinksAndEmailPasscodeError },
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Error: Cannot use both EML and Email OTP$/);
    await waitFor(() =>
      expect(magicLinksAndEmailPasscodeError).toHaveBeenCalledWith({
        name: 'ConfigurationError',
        message: 'Error: Cannot use both EML and Email OTP',
        localizedMessage: 'Error: Cannot use both EML and Email OTP',
      }),
    );
  },
};

/** Magic links own the Email tab: 'Continue with email' sends a link. */
export const MagicLinkForm: Story = {
  args: { products: ['emailMagicLinks'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-part="email-form"]')).toHaveAttribute('data-owner', 'emailMagicLinks');
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

const magicLinkSend = fn(async () => fakeResponse);
const refusedEmailEvent = fn().mockName('onEvent');

/** The magic-link and password forms say 'Invalid email address', and send nothing (spec §5). */
export const InvalidEmailAddress: Story = {
  args: { products: ['emailMagicLinks'] },
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    services: fakeServices({ magicLinks: { send: magicLinkSend } }),
    callbacks: { onEvent: refusedEmailEvent },
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example{Enter}');
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    await expect(magicLinkSend).not.toHaveBeenCalled();
    await expect(refusedEmailEvent).not.toHaveBeenCalled();
  },
};

/** Passwords own the Email tab (spec §5: with magic links too, theirs is removed): 'Continue' looks the user up. */
export const PasswordForm: Story = {
  args: { products: ['passwords', 'emailMagicLinks'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-part="email-form"]')).toHaveAttribute('data-owner', 'passwords');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Looking the user up: the input is read-only and 'Continue' spins. */
export const PasswordLookup: Story = {
  args: { products: ['passwords'] },
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args, { pending: { id: 1, action: 'passwords.search' }, passwordState: { email: 'ada@example.com', type: 'new' } }),
    services: fakeServices({ passwords: { search: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A provider API error whose text links to the provider's site: a real link in the banner (spec §8). */
export const ErrorWithProviderLink: Story = {
  args: { products: ['passwords'], errorMessage: 'This project has no Passwords yet. See https://stytch.com/docs/passwords for setup.' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /stytch\.com\/docs\/passwords/ });
    await expect(link).toHaveAttribute('href', 'https://stytch.com/docs/passwords');
  },
};

/**
 * The typed theme's `hideHeaderText` hides Main's header from sight, not from screen readers, and its `logo`
 * shows above it (spec §3 Theme), through the widget's `styles` prop.
 */
export const HiddenHeaderWithLogo: Story = {
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    styles: { hideHeaderText: true, logo: { logoImageUrl: placeholderLogoUrl } },
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toBeInTheDocument();
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const logo = canvas.getByRole('img', { name: 'Logo' });
    await expect(logo).toBeVisible();
    await expect(logo.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A typed `styles` object (spec §3 Theme) changes the computed colours and corners: the primary button's fill, the card's radius. */
export const TypedStyles: Story = {
  render: renderFlow((args: MainArgs) => ({
    config: configOf(args),
    state: onMain(args),
    styles: { buttons: { primary: { backgroundColor: '#0B3D91', textColor: '#FFFFFF' } }, container: { borderRadius: '20px' } },
  })),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Continue with email' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 61, 145)');
    await expect(getComputedStyle(await card(canvasElement)).borderTopLeftRadius).toBe('20px');
  },
};

/**
 * The widget's `baseTheme="dark"` restyles the card: the dark set's surface (`darkTokens` in tokens/index.ts,
 * #162229; the dark set is ours, not the spec's), not the default white (spec §9).
 */
export const DarkBaseTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    const background = getComputedStyle(await card(canvasElement)).backgroundColor;
    await expect(background).not.toBe('rgb(255, 255, 255)');
    await expect(background).toBe('rgb(22, 34, 41)');
  },
};
