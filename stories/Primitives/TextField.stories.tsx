import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { englishMessages as m } from '../../src/i18n/syntax';
import { TextField } from '../../src/primitives/TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: m['field.email.label'], name: 'email', type: 'email', autoComplete: 'email', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: m['field.email.placeholder'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We will send a login link to this address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We will send a login link to this address.',
    );
  },
};

/** An error is linked to the input and announced (spec §5 message). */
export const Invalid: Story = {
  args: { defaultValue: 'ada@', errorMessage: m['validation.email'] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email address');
  },
};

export const Password: Story = {
  args: {
    label: m['field.password.label'],
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    defaultValue: 'correct horse',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The email field of Main with passkey autofill (spec §5 conditional mediation). */
export const PasskeyAutofill: Story = {
  args: { autoComplete: 'username webauthn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label={m['field.email.label']} placeholder={m['field.email.placeholder']} />
      <TextField label={m['field.email.label']} defaultValue="ada@" errorMessage={m['validation.email']} />
      <TextField label={m['field.password.label']} type="password" defaultValue="secret" />
      <TextField label={m['field.newPassword.label']} type="password" errorMessage={m['strength.breached']} />
      <TextField label={m['field.password.label']} type="password" disabled />
      <TextField label={m['field.email.label']} disabled defaultValue="ada@example.com" />
      <TextField
        label="A much longer label that wraps onto a second line inside the 400px container"
        description="And a helper text that is long enough to wrap as well, to check the spacing between the parts."
        defaultValue="a-very-long-address-that-does-not-fit@an-equally-long-domain.example.com"
      />
      <div dir="rtl">
        <TextField label={m['field.password.label']} type="password" defaultValue="secret" />
      </div>
    </div>
  ),
};
