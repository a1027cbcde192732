import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState, PasswordUserType, WidgetConfig } from '../../src/flow';
import { PasswordCreateOrLogin } from '../../src/screens';
import type { StrengthCheckResult } from '../../src/wire';
import { FAKE_NOW, fakeBootstrap, fakeServices, fakeStrength, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import { wholeText } from '../support/text';

const config: WidgetConfig = { products: ['passwords'] };
type ScreenState = Extract<FlowState, { screen: 'PasswordCreateOrLogin' }>;

/** The state fields the controls set (described in `argTypes`, which the docs page shows). */
interface PasswordCreateOrLoginArgs {
  userType: PasswordUserType;
  email: string;
}

const onScreen = ({ userType, email }: PasswordCreateOrLoginArgs, patch: Partial<ScreenState> = {}) => ({
  screen: 'PasswordCreateOrLogin' as const,
  strength: { result: null, checking: null },
  passcode: null,
  passwordState: { email, type: userType },
  magicLinkState: { email: userType === 'passwordless' ? email : '' },
  bootstrap: fakeBootstrap,
  ...patch,
});

/** A LUDS answer: `missing` characters and kinds short of the project's rules. */
function luds(password: string, missingCharacters: number, missingComplexity: number): StrengthCheckResult {
  const zxcvbn = fakeStrength(password);
  return {
    ...zxcvbn,
    strength_policy: 'luds',
    valid_password: missingCharacters === 0 && missingComplexity === 0 && !zxcvbn.breached_password,
    feedback: {
      warning: '',
      suggestions: [],
      luds_requirements: {
        ...zxcvbn.feedback.luds_requirements,
        missing_characters: missingCharacters,
        missing_complexity: missingComplexity,
      },
    },
  };
}

/** A project with the LUDS policy: 12 characters, all four kinds (the bootstrap's password config). */
const ludsProject = { ...fakeBootstrap, passwordConfig: { ludsComplexity: 4, ludsMinimumCount: 12 } };

const meta = {
  title: 'Screens/PasswordCreateOrLogin',
  component: PasswordCreateOrLogin,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('PasswordCreateOrLogin', { when: "once Main's email form has looked the address up (users/search)." }),
  },
  args: { userType: 'new', email: 'ada@example.com' },
  argTypes: {
    userType: {
      description:
        "`passwordState.type`, what users/search answered (spec §3): `new` sets a password ('Create an account'), `password` logs in ('Log In'), `passwordless` was sent a link or code.",
      control: 'inline-radio',
      options: ['new', 'password', 'passwordless'] satisfies PasswordUserType[],
    },
    email: { description: '`passwordState.email`: the address that was looked up, shown read-only.', control: 'text' },
  },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<PasswordCreateOrLoginArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: the set-password form; 'Continue' is disabled until a password is valid (spec §5). */
export const NewUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByText('Finish creating your account by setting a password.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** Typing checks the password live: a weak one keeps 'Continue' disabled, a strong one enables it. */
export const NewUserTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('New password');
    await userEvent.type(field, 'abcdef');
    await expect(await canvas.findByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, '-ghijk-lmnop');
    await expect(await canvas.findByRole('meter', { name: 'Password strength', value: { now: 4 } })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** zxcvbn policy, weak: one or two red segments and the warning (spec §5). */
export const NewUserWeak: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('abcdef'), checking: null } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = await canvas.findByRole('meter', { name: 'Password strength' });
    await expect(meter.closest('[data-part="strength-meter"]')).toHaveAttribute('data-tone', 'error');
    await expect(canvas.getByText('This is similar to a commonly used password.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** zxcvbn policy, strong: four green segments; 'Continue' is enabled. */
export const NewUserStrong: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('correct-horse-battery'), checking: null } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = await canvas.findByRole('meter', { name: 'Password strength' });
    await expect(meter.closest('[data-part="strength-meter"]')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A newer check is on its way: the last answer stays on show, 'Continue' waits for the new one. */
export const NewUserChecking: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('correct-horse-battery'), checking: 9 } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** LUDS policy with the project's numbers, both rules unmet (spec §5). */
export const NewUserLuds: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { bootstrap: ludsProject, strength: { result: luds('abc', 9, 3), checking: null } }),
    services: fakeServices({ bootstrap: async () => ludsProject }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Must be at least 12 characters long')).toBeVisible();
    await expect(canvas.getByText('Must contain 4 of the following: uppercase letter, lowercase letter, number, symbol')).toBeVisible();
    const rules = within(canvasElement.querySelector<HTMLElement>('[data-part="rules"]')!);
    await expect(rules.getAllByText('Requirement not met:', { exact: false })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** LUDS policy, both rules met. */
export const NewUserLudsMet: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { bootstrap: ludsProject, strength: { result: luds('Harbor-42x-Tundra', 0, 0), checking: null } }),
    services: fakeServices({ bootstrap: async () => ludsProject }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Must be at least 12 characters long');
    const rules = within(canvasElement.querySelector<HTMLElement>('[data-part="rules"]')!);
    await expect(rules.getAllByText('Requirement met:', { exact: false })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A breached password: the breach warning; 'Continue' stays disabled (spec §5). */
export const NewUserBreached: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { strength: { result: luds('password1', 0, 0), checking: null } }),
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

/** The check itself failed (e.g. `invalid_email`): its message under the field. */
export const NewUserCheckFailed: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { fieldErrors: { password: { text: 'The email address is not valid.' } } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('New password')).toHaveAccessibleDescription(
      'The email address is not valid.',
    );
  },
};

/** Creating the account: the fields are read-only (they keep focus, issue 23) and 'Continue' spins. */
export const NewUserCreating: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, {
      strength: { result: fakeStrength('correct-horse-battery'), checking: null },
      pending: { id: 1, action: 'passwords.create' },
    }),
    services: fakeServices({ passwords: { create: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('readonly');
  },
};

/** With magic links configured: the optional alternative 'Email me a login link' (spec §2). */
export const NewUserWithLinkAlternative: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'emailMagicLinks'] },
    state: onScreen(args),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Email me a login link' })).toBeEnabled();
  },
};

/** With email passcodes configured: 'Email me a login code'. */
export const NewUserWithCodeAlternative: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    state: onScreen(args),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Email me a login code' })).toBeEnabled();
  },
};

/** A password user: 'Log In', the password field focused, 'Forgot Password?'. */
export const LogIn: Story = {
  args: { userType: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A wrong password: the API's message in the warning banner; the typed password stays. */
export const LogInWrongPassword: Story = {
  args: { userType: 'password' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args),
    services: fakeServices({
      passwords: {
        authenticate: () =>
          Promise.reject({
            name: 'APIError',
            message: 'The email address or password is incorrect.',
            errorType: 'unauthorized_credentials',
          }),
      },
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'not-it{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-it');
    await expect(canvas.getByLabelText('Password')).toBeEnabled();
  },
};

/** An empty password: 'Required' under the field, no request. */
export const LogInEmpty: Story = {
  args: { userType: 'password' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { fieldErrors: { password: { key: 'field.required' } } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Password')).toHaveAccessibleDescription('Required');
  },
};

/** Logging in: the fields are read-only (they keep focus, issue 23) and 'Continue' spins. */
export const LogInPending: Story = {
  args: { userType: 'password' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'passwords.authenticate' } }),
    services: fakeServices({ passwords: { authenticate: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();
  },
};

/** 'Forgot Password?' on its way: it spins. */
export const LogInForgotPending: Story = {
  args: { userType: 'password' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { pending: { id: 1, action: 'passwords.resetStart' } }),
    services: fakeServices({ passwords: { resetStart: never } }),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Forgot Password?' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A password user with magic links: the alternative under the Log In form. */
export const LogInWithAlternative: Story = {
  args: { userType: 'password' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'emailMagicLinks'] },
    state: onScreen(args),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Email me a login link' })).toBeVisible();
  },
};

/** A passwordless user was sent a link: where it went, the inbox links, and 'Create a password instead'. */
export const PasswordlessLink: Story = {
  args: { userType: 'passwordless' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'emailMagicLinks'] },
    state: onScreen(args),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(wholeText('A login link or code was sent to ada@example.com.'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open Gmail/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create a password instead' })).toBeEnabled();
  },
};

/** A passwordless user was sent a code: the passcode boxes, with the countdown. */
export const PasswordlessCode: Story = {
  args: { userType: 'passwordless' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    state: onScreen(args, {
      passcode: { expiresAt: FAKE_NOW + 5 * 60_000, entry: 0 },
      otpState: { type: 'email', methodId: 'email-1', otpDestination: 'ada@example.com' },
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="otp-destination"]')).toHaveTextContent(
      'A 6-digit passcode was sent to you at ada@example.com.',
    );
    await expect(canvas.getByRole('textbox', { name: 'One-time passcode' })).toHaveFocus();
    await expect(canvas.getByText('Your code expires in 5:00.', { selector: '[data-part="time"]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a password instead' })).toBeEnabled();
  },
};

/** 'Create a password instead' on its way. */
export const PasswordlessCreating: Story = {
  args: { userType: 'passwordless' },
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config: { products: ['passwords', 'emailMagicLinks'] },
    state: onScreen(args, { pending: { id: 1, action: 'passwords.resetStart' } }),
    services: fakeServices({ passwords: { resetStart: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create a password instead' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  },
};

/** Right to left, with the meter. */
export const RightToLeft: Story = {
  render: renderFlow((args: PasswordCreateOrLoginArgs) => ({
    config,
    state: onScreen(args, { strength: { result: fakeStrength('abcdefghi'), checking: null } }),
  })),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
