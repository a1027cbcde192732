import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` on `clock`, never below 0. */
const secondsLeft = (deadline: number, clock: () => number) => Math.max(0, Math.ceil((deadline - clock()) / 1000));

/**
 * Whole seconds until `deadline` (ms since the epoch on `clock`), re-rendering at each whole second until it
 * reaches 0; 0 without a deadline. The clock is injected so stories and tests control time.
 */
export function useSecondsLeft(deadline: number | undefined, clock: () => number): number {
  const [left, setLeft] = useState(() => (deadline === undefined ? 0 : secondsLeft(deadline, clock)));
  useEffect(() => {
    if (deadline === undefined) {
      setLeft(0);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = secondsLeft(deadline, clock);
      setLeft(current);
      // Wake at the next whole-second boundary rather than polling, so the display never lags.
      if (current > 0) timer = setTimeout(tick, (deadline - clock()) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, clock]);
  return left;
}
