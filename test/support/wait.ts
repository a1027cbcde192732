import { vi } from 'vitest';

/**
 * `vi.waitFor` with a ceiling fit for a busy machine: it returns as soon as `check` passes (it waits on the
 * state, not on time), and Vitest's default of 1 s failed a lazily loaded screen while the CI ran the unit
 * and browser projects side by side.
 */
export function waitFor<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 20 });
}
