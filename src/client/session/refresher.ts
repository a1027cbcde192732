import { BACKOFF_BASE_MS, BACKOFF_JITTER_MS, BACKOFF_MAX_EXPONENT } from '../constants.js';
import type { Env } from '../env.js';
import { isSessionEndingError } from '../errors.js';
import { lastRefreshed } from './apply.js';
import type { SessionStore } from './store.js';

/**
 * Delay before retry number `attempt` (0-based) after a failed refresh (spec §4): 2000 ms doubling, the
 * exponent capped at 7, plus a jitter in [-175, 175] ms.
 */
export const backoffDelay = (attempt: number, random: () => number): number =>
  BACKOFF_BASE_MS * 2 ** Math.min(attempt, BACKOFF_MAX_EXPONENT) + Math.floor(random() * (2 * BACKOFF_JITTER_MS + 1)) - BACKOFF_JITTER_MS;

/**
 * Keeps the session alive: a refresh every interval while a session exists, exponential backoff on failure,
 * sign-out on a session-ending error (spec §4).
 *
 * Tabs cooperate instead of racing. With Web Locks, one tab holds a "leader" lock for as long as it is open
 * and only that tab runs the interval timer; when it closes, the browser hands the lock to the next tab.
 * (A shared timestamp alone is not enough: localStorage is only eventually consistent between Chromium's
 * renderer processes, so two tabs can both read a stale stamp.) Every refresh also runs under a second lock,
 * and a tab whose turn comes just after another tab refreshed (the shared stamp) skips it — the whole
 * mechanism where Web Locks are missing.
 */
export class Refresher {
  private timer: unknown = null;
  private running = false;
  private disposed = false;
  /** Whether this tab runs the interval timer. */
  private leader: boolean;
  private resign: () => void = () => {};

  constructor(
    private store: SessionStore,
    private env: Env,
    private refresh: () => Promise<unknown>,
    private intervalMs: number,
    private lockName: string,
  ) {
    store.subscribe(() => this.schedule());
    this.leader = !env.locks;
    env.locks
      ?.request(
        `${lockName}:leader`,
        () =>
          new Promise<void>((resolve) => {
            this.resign = resolve;
            this.leader = !this.disposed;
            if (this.disposed) resolve();
            else this.schedule();
          }),
      )
      .catch(() => {});
    // Built once a session exists (issue 27: with the client's later resources), so its timer is armed now.
    this.schedule();
  }

  /**
   * Spec §4 start-up rule: refresh if a session token exists or a custom endpoint is used (HttpOnly cookies
   * the client cannot see may carry the session); otherwise destroy the session.
   */
  start(customEndpoint: boolean): void {
    if (this.store.sessionToken() || customEndpoint) void this.run(true);
    else this.store.destroySession();
  }

  /** Arms the interval timer while a session exists, counted from the last refresh in any tab. */
  private schedule(): void {
    const { env, store, intervalMs } = this;
    if (this.disposed) return;
    if (!store.getSession()) {
      env.clock.clearTimeout(this.timer);
      this.timer = null;
      return;
    }
    if (this.timer !== null || this.running || !this.leader) return;
    const due = lastRefreshed(store, env) + intervalMs - env.clock.now();
    this.timer = env.clock.setTimeout(
      () => {
        this.timer = null;
        void this.run(false);
      },
      Math.max(0, Math.min(intervalMs, due)),
    );
  }

  private async run(startup: boolean): Promise<void> {
    const { env, store } = this;
    this.running = true;
    const task = async () => {
      // Another tab refreshed while this one waited for its turn: nothing to do until the next interval.
      if (!startup && (!store.getSession() || env.clock.now() - lastRefreshed(store, env) < this.intervalMs * 0.9)) return;
      for (let attempt = 0; !this.disposed; attempt++) {
        try {
          await this.refresh();
          return;
        } catch (error) {
          if (isSessionEndingError(error)) {
            store.destroySession();
            return;
          }
          // Signed out meanwhile (here or in another tab): stop retrying.
          if (!store.getSession() && !store.sessionToken()) return;
          await new Promise<void>((resolve) => env.clock.setTimeout(resolve, backoffDelay(attempt, env.random)));
        }
      }
    };
    try {
      await (env.locks ? env.locks.request(this.lockName, task) : task());
    } catch {
      // A failed lock request must not leave the session without its timer.
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  dispose(): void {
    this.disposed = true;
    this.leader = false;
    this.resign();
    this.env.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
