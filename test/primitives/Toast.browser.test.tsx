import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../../src/primitives/Button';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from '../../src/primitives/Toast';
import { ThemeProvider } from '../../src/theme';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/**
 * Radix Toast times a toast with `window.setTimeout` and `Date`; faking just those puts the test in charge
 * of time. The browser's input and rendering keep running on real time. Vitest's `expect.poll` does not:
 * each retry moves fake timers on by its interval (50 ms), so a test reads how far the clock has gone
 * (`Date.now()`) instead of assuming that waiting for a toast took no time.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  /** Moves time on and lets React render whatever the expired timers changed. */
  return (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };
}

function Triggers() {
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.success('Code resent')}>Resend</Button>
      <Button onPress={() => toast.error('[Error] Could not sign message')}>Sign</Button>
    </>
  );
}

function renderToasts(props: Omit<ToastProviderProps, 'children'> = {}) {
  let api: ToastApi | undefined;
  function Capture() {
    api = useToast();
    return null;
  }
  render(
    <ThemeProvider>
      <ToastProvider {...props}>
        <Triggers />
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
  return () => api!;
}

/** The toasts shown in the notifications region (not the screen-reader announcer copies). */
function shownToasts(): HTMLElement[] {
  const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
  return [...viewport.querySelectorAll<HTMLElement>('[data-part="toast"]')];
}

function liveRegionWith(text: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[aria-live]')].find((el) => el.textContent?.includes(text));
}

describe('Toast', () => {
  it('announces a success politely and disappears after its duration', async () => {
    const advance = fakeClock();
    renderToasts({ successDuration: 60_000 });
    const clickedAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));

    await expect.poll(() => liveRegionWith('Code resent')?.getAttribute('aria-live')).toBe('polite');
    expect(liveRegionWith('Code resent')).toHaveAttribute('role', 'status');
    await expect.poll(() => shownToasts().map((toast) => toast.textContent)).toEqual(['Code resent']);
    expect(shownToasts()[0]).toBeVisible();

    // The toast appeared at or after the click, so a millisecond before the click's deadline it is still up.
    advance(60_000 - 1 - (Date.now() - clickedAt));
    expect(shownToasts()).toHaveLength(1);
    advance(1);
    await expect.poll(() => shownToasts().length).toBe(0);
    // Gone within the polls' few intervals after its duration, not at some later time.
    expect(Date.now() - clickedAt).toBeLessThan(61_000);
  });

  it('announces an error assertively and disappears after its duration', async () => {
    const advance = fakeClock();
    const api = renderToasts({ errorDuration: 60_000 });
    // Shown inside act(), so it is on screen, its timer running, at exactly this time.
    act(() => {
      api().error('[Error] Could not sign message');
    });
    const shownAt = Date.now();
    expect(shownToasts()).toHaveLength(1);

    await expect.poll(() => liveRegionWith('[Error] Could not sign message')?.getAttribute('aria-live')).toBe('assertive');

    advance(60_000 - 1 - (Date.now() - shownAt));
    expect(shownToasts()).toHaveLength(1);
    advance(1);
    await expect.poll(() => shownToasts().length).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(61_000);
  });

  it('keeps a success toast for 2 s and an error toast for 4 s by default (spec §9)', async () => {
    const advance = fakeClock();
    const api = renderToasts();
    act(() => {
      api().success('Code resent');
      api().error('[Error] Could not sign message');
    });
    const shownAt = Date.now();
    const texts = () => shownToasts().map((toast) => toast.textContent);
    expect(texts()).toEqual(['Code resent', '[Error] Could not sign message']);

    advance(1999);
    expect(texts()).toEqual(['Code resent', '[Error] Could not sign message']);
    advance(1);
    await expect.poll(texts).toEqual(['[Error] Could not sign message']);

    // The poll may have moved the clock on; the error toast's 4 s count from when both were shown.
    advance(3999 - (Date.now() - shownAt));
    expect(texts()).toEqual(['[Error] Could not sign message']);
    advance(1);
    await expect.poll(texts).toEqual([]);
  });

  it('keeps at most 20 toasts, dropping the oldest', async () => {
    const api = renderToasts({ successDuration: 60_000 });
    act(() => {
      for (let i = 1; i <= 25; i += 1) api().success(`Message ${i}`);
    });
    const texts = shownToasts().map((toast) => toast.textContent);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toBe('Message 6');
    expect(texts.at(-1)).toBe('Message 25');
    expect(texts).not.toContain('Message 5');
  });

  it('is dismissed with its close button', async () => {
    renderToasts({ errorDuration: 60_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(shownToasts()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect.poll(() => shownToasts().length).toBe(0);
  });

  it('is at most 350px wide in the spec colours', async () => {
    const api = renderToasts({ successDuration: 60_000, errorDuration: 60_000 });
    act(() => {
      api().success('A success message long enough to need the full width of the toast and then some more words');
      api().error('Failed');
    });
    const [success, error] = shownToasts();
    expect(success!.getBoundingClientRect().width).toBeLessThanOrEqual(350);
    expect(getComputedStyle(success!).backgroundColor).toBe('rgb(236, 255, 245)');
    expect(getComputedStyle(success!).color).toBe('rgb(15, 68, 71)');
    expect(getComputedStyle(error!).backgroundColor).toBe('rgb(255, 238, 236)');
    expect(getComputedStyle(error!).color).toBe('rgb(89, 6, 7)');
  });
});

describe('Toast focus (issue 23)', () => {
  it('F8 brings focus to the toasts with a visible ring; Escape closes the toast and focus goes back', async () => {
    renderToasts({ successDuration: 60_000 });
    const resend = screen.getByRole('button', { name: 'Resend' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Code resent');
    await userEvent.keyboard('{F8}');
    const area = document.querySelector<HTMLElement>('[data-part="toast-viewport"]')!;
    await expect.poll(() => document.activeElement).toBe(area);
    expect(getComputedStyle(area).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByText('Code resent')).toBeNull();
    // Back where it was, not on the empty, 0-px list.
    await expect.poll(() => document.activeElement).toBe(resend);
  });

  it('the close button of the last toast, pressed from the keyboard, gives focus back too', async () => {
    renderToasts({ successDuration: 60_000 });
    const sign = screen.getByRole('button', { name: 'Sign' });
    sign.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('[Error] Could not sign message');
    await userEvent.keyboard('{F8}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => screen.queryByText('[Error] Could not sign message')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(sign);
  });

  it('F8 with no toast leaves focus where it is', async () => {
    renderToasts();
    const resend = screen.getByRole('button', { name: 'Resend' });
    resend.focus();
    await userEvent.keyboard('{F8}');
    // Radix focuses the list; with nothing in it focus goes straight back.
    await expect.poll(() => document.activeElement).toBe(resend);
  });
});
