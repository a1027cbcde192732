import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { CurrentScreen } from '../../src/widget';
import { FAKE_NOW } from '../support/fakeServices';
import { renderFlow } from '../support/flow';

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true };

const meta = {
  title: 'Elements/Shadow DOM',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's shadow root, once the screen has rendered into it (after its stylesheet is in). */
async function shadowRootOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = canvasElement.querySelector('[data-gatehouse]')?.shadowRoot;
    if (!root?.querySelector('[data-part="heading"]')) throw new Error('The widget has not rendered into its shadow root yet.');
    return root;
  });
}

/**
 * `enableShadowDOM`: Main in an open shadow root on the widget's container, styled by the package's own
 * stylesheet inside it, every `data-part` mirrored as a `part` for the host page's `::part()`.
 */
export const Main: Story = {
  render: renderFlow({ config }),
  play: async ({ canvasElement }) => {
    const root = await shadowRootOf(canvasElement);
    const shadow = within(root as unknown as HTMLElement);
    const heading = shadow.getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toHaveAttribute('part', 'heading');
    // Spec §9: header 24px, from the package's styles inside the root (host page styles do not reach it).
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await expect(shadow.getByRole('button', { name: 'Continue with email' })).toHaveAttribute('part', 'button');
  },
};

/** The passcode screen, a lazily loaded chunk, in the shadow root: its own styles follow it in, and focus. */
export const Passcode: Story = {
  render: renderFlow({
    config,
    state: {
      screen: 'OTPAuthenticate',
      expiresAt: FAKE_NOW + 5 * 60_000,
      entry: 0,
      otpState: { type: 'email', methodId: 'email-test-1', otpDestination: 'ada@example.com' },
    } as Partial<FlowState> & Pick<FlowState, 'screen'>,
  }),
  play: async ({ canvasElement }) => {
    const root = await shadowRootOf(canvasElement);
    const input = within(root as unknown as HTMLElement).getByRole('textbox', { name: 'One-time passcode' });
    await waitFor(() => expect(getComputedStyle(root.querySelector('[data-part="box"]')!).height).toBe('45px'));
    // The screen focuses the passcode field: the root's active element (the page's is the shadow host).
    await waitFor(() => expect(root.activeElement).toBe(input));
    await expect(document.activeElement).toBe(root.host);
  },
};
