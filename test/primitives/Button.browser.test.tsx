import { cleanup, render, screen } from '@testing-library/react';
import { userEvent as syntheticUser } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../../src/primitives/Button';
import { ScreenLayout } from '../../src/primitives/ScreenLayout';
import { WalletButton } from '../../src/primitives/WalletButton';
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

describe('Button with an icon, in the card at its default width (spec §9: 400px)', () => {
  /** How many lines a button's label takes. */
  const lines = (button: HTMLElement) => {
    const label = button.querySelector<HTMLElement>('[data-part="button-label"]')!;
    return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight));
  };

  it("keeps 'Continue with other Crypto Wallet' on one line, and a short label centred on the whole button", async () => {
    // Room for the whole card (Vitest's default page is 414px wide).
    await page.viewport(800, 600);
    render(
      <ThemeProvider>
        <ScreenLayout header="Sign up or log in">
          <WalletButton wallet="other" />
          <WalletButton wallet="metamask" />
        </ScreenLayout>
      </ThemeProvider>,
    );
    const other = screen.getByRole('button', { name: 'Continue with other Crypto Wallet' });
    // Issue 23: it broke over two lines here, with an empty icon-wide column kept at the end.
    expect(other.getBoundingClientRect().width).toBe(334);
    expect(lines(other)).toBe(1);
    const metamask = screen.getByRole('button', { name: 'Continue with Metamask' });
    const box = metamask.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(metamask.querySelector('[data-part="button-label"]')!);
    const text = range.getBoundingClientRect();
    expect(Math.abs(text.left + text.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
  });
});
