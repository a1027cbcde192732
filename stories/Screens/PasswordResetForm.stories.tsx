import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { initialState, type FlowState, type WidgetConfig } from '../../src/flow';
import { PasswordResetForm } from '../../src/screens';
import { fakeBootstrap, fakeServices, fakeStrength, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import { findToast } from '../support/toasts';

const config: WidgetConfig = { products: ['passwords'] };
type ScreenState = Extract<FlowState, { screen: 'PasswordResetForm' }>;

/** The state field the controls set (described in `argTypes`, which the docs page shows). */
interface PasswordResetFormArgs {
  token: string;
}

/** Reset-password mode with the emailed token, as `ResetPassword` starts (spec §1). */
const onScreen = ({ token }: PasswordResetFormArgs, patch: Partial<ScreenState> = {}) => ({
  ...(initialState({ mode: 'resetPassword', resetToken: token }) as ScreenState),
  bootstrap: fakeBootstrap,
  ...patch,
});

const meta = {
  title: 'Screens/PasswordResetForm',
  component: PasswordResetForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('PasswordResetForm', {
      mode: 'resetPassword',
      when: "the reset-password mode's screen, on the page the emailed reset link opens.",
    }),
  },
  args: { token: 'reset-token' },
  argTypes: {
    token: {
      description: '`resetPasswordState.token`, from the reset link; empty, the screen says the link is invalid or expired.',
      control: 'text',
    },
  },
  render: renderFlow((args: PasswordResetFormArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<PasswordResetFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Reset your password', the new-password field, 'Continue' disabled, 'Login without a password' (spec §2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Login without a password' })).toBeEnabled();
  },
};

/**
 * The account's address known to the flow: a hidden `autocomplete="username"` field carries it, so a password
 * manager saves the new password under it (issue 23); it is neither shown nor focusable.
 */
export const PasswordManagerUsername: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { passwordState: { email: 'ada@example.com', type: 'password' } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const username = canvasElement.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    await expect(username).toHaveValue('ada@example.com');
    await expect(username).not.toBeVisible();
    await expect(username.form).toBe(canvas.getByLabelText('New password').closest('form'));
  },
};

/** Typing checks the password live; a strong one enables 'Continue', which signs in (PasswordConfirmation). */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('New password');
    await userEvent.type(field, 'abc');
    await expect(await canvas.findByRole('meter', { name: 'Password strength', value: { now: 1 } })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, 'defghijkl');
    await expect(await canvas.findByRole('meter', { name: 'Password strength', value: { now: 4 } })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

/** zxcvbn, too weak: red segments and the warning. */
export const Weak: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('abcdef'), checking: null } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** A valid password: 'Continue' is enabled. */
export const Valid: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('correct-horse-battery'), checking: null } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** LUDS policy: the rules with the project's numbers. */
export const Luds: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, {
      bootstrap: { ...fakeBootstrap, passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 } },
      strength: {
        result: {
          ...fakeStrength('abc'),
          strength_policy: 'luds',
          feedback: {
            warning: '',
            suggestions: [],
            luds_requirements: { ...fakeStrength('abc').feedback.luds_requirements, missing_characters: 7, missing_complexity: 2 },
          },
        },
        checking: null,
      },
    }),
    services: fakeServices({ bootstrap: async () => ({ ...fakeBootstrap, passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 } }) }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Must be at least 10 characters long')).toBeVisible();
    await expect(canvas.getByText('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol')).toBeVisible();
  },
};

/** A breached password: the breach warning, 'Continue' disabled. */
export const Breached: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('password1'), checking: null } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Resetting: the field is read-only (it keeps focus, issue 23), 'Continue' spins. */
export const Submitting: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, {
      strength: { result: fakeStrength('correct-horse-battery'), checking: null },
      pending: { id: 1, action: 'passwords.reset' },
    }),
    services: fakeServices({ passwords: { reset: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Login without a password' })).toBeDisabled();
  },
};

/** A failed reset: the server's message under the form (spec §8). */
export const SubmitFailed: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { submitError: { text: 'The password reset link has expired; request a new one.' } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The password reset link has expired; request a new one.');
    // Under the form: after its 'Continue' button, before 'Login without a password'.
    const form = canvasElement.querySelector('[data-part="reset-form"]');
    await expect(form?.contains(alert)).toBe(true);
  },
};

/** 'Login without a password' working: 'Logging in...' with a spinner (spec §2). */
export const LoggingIn: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'passwords.tokenLogin' } }),
    services: fakeServices({ magicLinks: { authenticate: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Logging in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('[data-part="spinner"]')).not.toBeNull();
  },
};

/**
 * Opened without a token (a link cut short, or the page opened by hand): it says the link is invalid or
 * expired at once, and asks for no password that could never be set.
 */
export const NoToken: Story = {
  args: { token: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Ask for a new one from the sign-in form.',
    );
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

/** A failed 'Login without a password': the message under the button (spec §8). */
export const LoginFailed: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { loginError: { text: 'The magic link has already been used; magic links work once.' } }),
  })),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The magic link has already been used; magic links work once.');
    await expect(canvasElement.querySelector('[data-part="reset-form"]')?.contains(alert)).toBe(false);
  },
};

/**
 * Opened from a `stytch_token_type=login` link: 'Logging in' with the screen's spinner, and no form, while it
 * signs in by itself (spec §2).
 */
export const AutoLogin: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { autoLogin: true }),
    services: fakeServices({ magicLinks: { authenticate: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Logging in' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen="PasswordResetForm"] [data-part="spinner"]')).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

/** The automatic login failed: a toast with the message, then the form (spec §8). */
export const AutoLoginFailed: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { autoLogin: true }),
    services: fakeServices({
      magicLinks: { authenticate: () => Promise.reject(new Error('The magic link has expired; request a new one.')) },
    }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, 'The magic link has expired; request a new one.')).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { name: 'Reset your password' })).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  render: renderFlow((args: PasswordResetFormArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('abcdefghi'), checking: null } }),
  })),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
