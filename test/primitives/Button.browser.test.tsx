import { cleanup, render, screen } from '@testing-library/react';
import { userEvent as syntheticUser } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../../src/primitives/Button';
import { ThemeProvider } from '../../src/theme';

// Events here are real browser input (CDP) unless said otherwise, not wrapped in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

describe('Button', () => {
  it('is pressed by a click, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('submits its form as a submit button, and not again while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit">Continue</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable, so keyboard users keep their place.
    expect(button).not.toHaveAttribute('disabled');
    // Forced: Playwright waits for aria-disabled elements to become enabled.
    await userEvent.click(button, { force: true });
    // Enter in a field submits through the form's default button: ignored too.
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not press while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} disabled>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows its focus ring after keyboard focus, not after a press — real or scripted', async () => {
    // In the theme, so the ring has its colour.
    render(
      <ThemeProvider>
        <Button>First</Button>
        <Button>Second</Button>
      </ThemeProvider>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    await userEvent.click(first);
    expect(first).toHaveFocus();
    expect(first).not.toHaveAttribute('data-focus-visible');

    await userEvent.tab();
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('data-focus-visible');
    expect(getComputedStyle(second).outlineStyle).toBe('solid');

    // A click made of script events (as Testing Library and automation send) focuses by script; it is a
    // press all the same, so no ring.
    await syntheticUser.setup().click(first);
    expect(first).toHaveFocus();
    expect(first).not.toHaveAttribute('data-focus-visible');
    expect(getComputedStyle(first).outlineStyle).toBe('none');
  });
});
