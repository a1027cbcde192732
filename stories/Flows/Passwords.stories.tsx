import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowServices, PasswordUserType } from '../../src/flow';
import { CurrentScreen } from '../../src/widget';
import { fakeServices, fakeSignIn } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { wholeText } from '../support/text';

const meta = {
  title: 'Flows/Passwords',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const refused = (errorType: string, message: string) => Promise.reject({ name: 'APIError', message, errorType });

/** Services for a user of `userType` whose password is 'correct-horse-battery'. */
function user(userType: PasswordUserType, passwords: Partial<FlowServices['passwords']> = {}) {
  return fakeServices({
    passwords: {
      search: async () => userType,
      authenticate: async (_email, password) =>
        password === 'correct-horse-battery'
          ? fakeSignIn()
          : refused('unauthorized_credentials', 'The email address or password is incorrect.'),
      ...passwords,
    },
  });
}

/** Enters the address on Main and continues. */
async function lookUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

/** A new user: a weak password keeps 'Continue' disabled, a strong one signs up (spec §4, §5). */
export const SignUp: Story = {
  render: renderFlow({ config: { products: ['passwords'] }, services: user('new') }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    const field = await canvas.findByLabelText('New password');
    await userEvent.type(field, 'abc');
    await expect(await canvas.findByRole('meter', { name: 'Password strength', value: { now: 1 } })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, '-horse-battery');
    await expect(await canvas.findByRole('meter', { name: 'Password strength', value: { now: 4 } })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
};

/** A password user: a wrong password shows the API's message, the right one logs in. */
export const LogIn: Story = {
  render: renderFlow({ config: { products: ['passwords'] }, services: user('password') }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse-battery{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

/** 'Forgot Password?' → PasswordForgot → 'Login without a password' → EmailConfirmation (spec §4). */
export const ForgotThenLoginWithoutPassword: Story = {
  render: renderFlow({ config: { products: ['passwords'] }, services: user('password') }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot Password?' }));
    await expect(await canvas.findByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(wholeText('An email was sent to ada@example.com.'))).toBeVisible();
  },
};

/** A passwordless user is sent a link at once; 'Create a password instead' → PasswordSetNew (spec §4). */
export const PasswordlessUser: Story = {
  render: renderFlow({ config: { products: ['passwords', 'emailMagicLinks'] }, services: user('passwordless') }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await expect(await canvas.findByText(wholeText('A login link or code was sent to ada@example.com.'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a password instead' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(canvas.getByText(wholeText('A login link was sent to you at ada@example.com.'))).toBeVisible();
  },
};

/**
 * The API refuses a breached password with reset_password: a reset email, then PasswordDedupe, as for any
 * reset_password (spec §4) — the widget does not tell the reasons apart.
 */
export const BreachedPassword: Story = {
  render: renderFlow({
    config: { products: ['passwords'] },
    services: user('password', {
      authenticate: () => refused('reset_password', 'This password appeared in a data breach and must be reset.'),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'password1{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
  },
};

/** reset_password for a password that is not breached (an account to deduplicate): PasswordDedupe too. */
export const Dedupe: Story = {
  render: renderFlow({
    config: { products: ['passwords'] },
    services: user('password', { authenticate: () => refused('reset_password', "This user's password must be reset.") }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'correct-horse-battery{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};

/** 'Email me a login code' instead of a password: the passcode screen. */
export const EmailCodeInstead: Story = {
  render: renderFlow({ config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } }, services: user('password') }),
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Email me a login code' }));
    await expect(await canvas.findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="otp-destination"]')).toHaveTextContent(
      'A 6-digit passcode was sent to you at ada@example.com.',
    );
  },
};
