import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialState, type FlowState, type WidgetConfig } from '../../src/flow';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices, fakeSignIn } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { themeProps } from '../support/theme';

const meta = {
  title: 'Flows/ResetPassword',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const config: WidgetConfig = { products: ['passwords' as const] };
const resetMode = (autoLogin = false) =>
  initialState({ mode: 'resetPassword', resetToken: 'reset-token', autoLogin }) as Extract<FlowState, { screen: 'PasswordResetForm' }>;

const reset = fn(async () => fakeSignIn());

/** The emailed link opens the reset form: a strong password resets with the token and signs in (spec §2). */
export const NewPassword: Story = {
  render: renderFlow({ config, state: resetMode(), services: fakeServices({ passwords: { reset } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'correct-horse-battery');
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(reset).toHaveBeenCalledWith('reset-token', 'correct-horse-battery', 30);
  },
};

/** 'Login without a password' signs in with the same token, 'Logging in...' meanwhile. */
export const LoginWithoutPassword: Story = {
  render: renderFlow({ config, state: resetMode() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

/** A `stytch_token_type=login` link: 'Logging in', then signed in without a click (spec §2). */
export const AutoLogin: Story = {
  render: renderFlow({ config, state: resetMode(true) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

const fromProp = fn(async () => fakeSignIn());

/** The token can come from the `passwordResetToken` prop instead of the address (issue: "from the prop or the URL"). */
export const TokenFromProp: Story = {
  render: (_args, context) => (
    <FlowProvider
      {...themeProps(context)}
      services={fakeServices({ passwords: { reset: fromProp } })}
      config={config}
      mode="resetPassword"
      passwordResetToken="prop-token"
    >
      <CurrentScreen />
    </FlowProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'correct-horse-battery');
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(fromProp).toHaveBeenCalledWith('prop-token', 'correct-horse-battery', 30);
  },
};
