import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TextField } from '../../src/primitives/TextField';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

describe('TextField', () => {
  it('is named by its visible label and described by its helper text', () => {
    render(<TextField label="Email" description="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and links and announces the error text', () => {
    render(<TextField label="Email" description="We never share it." errorMessage="Invalid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Invalid email address');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email address');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('adds extra description ids after its own', () => {
    render(
      <>
        <TextField label="Password" type="password" aria-describedby="rules" />
        <p id="rules">Must be at least 8 characters long</p>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Must be at least 8 characters long');
  });

  it('shows and hides the password with a toggle button that reports its state', async () => {
    render(<TextField label="Password" type="password" defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('hunter2');

    // Keyboard: Tab from the input reaches the toggle; Space flips it back.
    await userEvent.click(input);
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no toggle for other types', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('works uncontrolled: FormData reads what was typed under its name', async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <form>
        <TextField label="Email" name="email" defaultValue="ada@" onValueChange={onValueChange} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('email')).toBe('ada@example.com');
    expect(onValueChange).toHaveBeenLastCalledWith('ada@example.com');
  });

  it('passes autoComplete through, including the passkey autofill token', () => {
    render(<TextField label="Email" autoComplete="username webauthn" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  });

  it('disables the input and the toggle', async () => {
    render(<TextField label="Password" type="password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
