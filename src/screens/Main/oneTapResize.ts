import { ONE_TAP_RESIZE_DEBOUNCE_MS, ONE_TAP_RESIZE_IMMEDIATE_OBSERVATIONS } from '../../constants.js';

export interface ResizeHandler {
  /** One observation of the prompt's height. */
  observe(height: number): void;
  /** Drops a pending update (unmount). */
  dispose(): void;
}

/** Timers, injectable so tests run on a fake clock. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Spec §9: One Tap's "resize handling is debounced by 100 ms after the first two observations". The first
 * two (the empty container, then Google's prompt appearing) apply at once; later ones — Google animating
 * its prompt — apply once the size has held still for 100 ms, so the widget does not jump with every frame.
 */
export function createResizeHandler(apply: (height: number) => void, timers: Timers = realTimers): ResizeHandler {
  let seen = 0;
  let pending: unknown;
  return {
    observe(height) {
      seen += 1;
      if (seen <= ONE_TAP_RESIZE_IMMEDIATE_OBSERVATIONS) {
        apply(height);
        return;
      }
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = timers.setTimeout(() => {
        pending = undefined;
        apply(height);
      }, ONE_TAP_RESIZE_DEBOUNCE_MS);
    },
    dispose() {
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
    },
  };
}
