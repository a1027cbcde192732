import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Countdown, formatCountdown } from '../../src/primitives/Countdown';

// Timer-driven updates happen outside act(); the assertions poll for them instead.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const visible = (container: HTMLElement) => container.querySelector('[data-part="time"]')?.textContent;

describe('Countdown', () => {
  it("writes m:ss with the locale's digits (issue 24), the spec's colon between", () => {
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(3725, 'fr')).toBe('62:05');
    // Egyptian Arabic writes Arabic-Indic digits; the shipped `ar` writes Western ones, as Intl says.
    expect(formatCountdown(245, 'ar-EG')).toBe('٤:٠٥');
    expect(formatCountdown(245, 'ar')).toBe(
      new Intl.NumberFormat('ar').format(4) + ':' + new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(5),
    );
  });

  it('counts down in m:ss and then says the code has expired, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    /** Moves the injected clock and the timers together, and lets React render the tick. */
    const advance = (ms: number) => {
      clock += ms;
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    };
    const onExpire = vi.fn();
    const { container } = render(<Countdown seconds={2} now={() => clock} onExpire={onExpire} />);
    expect(visible(container)).toBe('Your code expires in 0:02.');

    advance(999);
    expect(visible(container)).toBe('Your code expires in 0:02.');
    advance(1);
    expect(visible(container)).toBe('Your code expires in 0:01.');
    advance(1000);
    expect(visible(container)).toBe('Your code has expired.');
    expect(screen.getByRole('status')).toHaveTextContent('Your code has expired.');
    expect(onExpire).toHaveBeenCalledTimes(1);

    advance(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('hides the ticking timer from assistive tech and keeps a polite status region', () => {
    const { container } = render(<Countdown seconds={300} />);
    expect(container.querySelector('[data-part="time"]')).toHaveAttribute('aria-hidden', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Said in words: '5:00' would be read as a time of day (issue 40).
    expect(status).toHaveTextContent('Your code expires in 5 minutes.');
  });

  it('counts to an absolute expiresAt on an injected clock', () => {
    const now = () => 1_000_000;
    const { container } = render(<Countdown expiresAt={1_000_000 + 61_000} now={now} />);
    expect(visible(container)).toBe('Your code expires in 1:01.');
  });

  it('updates the live region only at each minute, at 30 seconds and at expiry — not every second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    const { container } = render(<Countdown seconds={95} now={() => clock} />);
    const status = screen.getByRole('status');
    const announcements: string[] = [];
    const observer = new MutationObserver(() => announcements.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });

    const shown: string[] = [];
    for (let second = 1; second <= 95; second += 1) {
      clock += 1000;
      vi.advanceTimersByTime(1000);
      const remaining = 95 - second;
      await expect
        .poll(() => container.querySelector('[data-part="countdown"]')?.getAttribute('data-remaining'), { interval: 5 })
        .toBe(String(remaining));
      shown.push(visible(container) ?? '');
    }
    observer.disconnect();

    // The visible timer changed every second…
    expect(new Set(shown).size).toBe(95);
    // …while the live region spoke three times.
    expect(announcements.filter((text, i) => text !== announcements[i - 1])).toEqual([
      'Your code expires in 1 minute.',
      'Your code expires in 30 seconds.',
      'Your code has expired.',
    ]);
  });

  it('restarts when Resend gives it a new expiry', async () => {
    let clock = 0;
    function Screen() {
      const [expiresAt, setExpiresAt] = useState(10_000);
      return (
        <>
          <Countdown expiresAt={expiresAt} now={() => clock} />
          <button type="button" onClick={() => setExpiresAt(clock + 300_000)}>
            Resend code
          </button>
        </>
      );
    }
    const { container } = render(<Screen />);
    expect(visible(container)).toBe('Your code expires in 0:10.');
    clock = 4_000;
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await expect.poll(() => visible(container)).toBe('Your code expires in 5:00.');
    expect(screen.getByRole('status')).toHaveTextContent('Your code expires in 5 minutes.');
  });
});
