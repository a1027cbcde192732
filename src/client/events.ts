import { REFERRER_POLICY } from './constants.js';
import type { Env } from './env.js';
import type { Telemetry } from './transport.js';

/** One analytics event (spec §7 notes): name, details and optional error fields. */
export interface LoggedEvent {
  name: string;
  details?: Record<string, unknown>;
  error?: { error_code?: string; error_description?: string; http_status_code?: string | number };
}

/**
 * Batches analytics events to `/sdk/v1/events` (spec §7/§9): at most `batchSize` per request, flushed every
 * `intervalMs`. When the page is hidden or closed the rest goes out with `keepalive`, so it is not lost.
 */
export class EventLogger {
  private batch: { telemetry: Telemetry; event: Record<string, unknown> }[] = [];
  private timer: unknown = null;
  private readonly onHide = () => {
    if (document.visibilityState === 'hidden') this.flush(true);
  };
  private readonly onPageHide = () => this.flush(true);

  constructor(
    private env: Env,
    private url: string,
    private publicToken: string,
    private telemetry: () => Telemetry,
    private batchSize: number,
    private intervalMs: number,
  ) {
    // Outside a browser (a client in Node) there is no page to hide.
    if (typeof document === 'undefined') return;
    document.addEventListener('visibilitychange', this.onHide);
    window.addEventListener('pagehide', this.onPageHide);
  }

  log({ name, details = {}, error = {} }: LoggedEvent): void {
    this.batch.push({
      telemetry: this.telemetry(),
      event: { public_token: this.publicToken, event_name: name, details, ...error },
    });
    if (this.batch.length >= this.batchSize) this.flush();
    else this.timer ??= this.env.clock.setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Sends what is queued and stops listening to the page. */
  dispose(): void {
    this.flush();
    if (typeof document === 'undefined') return;
    document.removeEventListener('visibilitychange', this.onHide);
    window.removeEventListener('pagehide', this.onPageHide);
  }

  /** Sends everything queued, in batches of at most `batchSize`. Failures are dropped: analytics never break a flow. */
  flush(keepalive = false): void {
    this.env.clock.clearTimeout(this.timer);
    this.timer = null;
    while (this.batch.length) {
      const body = JSON.stringify(this.batch.splice(0, this.batchSize));
      try {
        // `keepalive` lets the request outlive the page when it is being hidden or closed.
        // The origin only as Referer, like every other call (issue 26: the address may carry a link's token).
        void this.env
          .fetch(this.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
            keepalive,
            referrerPolicy: REFERRER_POLICY,
          })
          .catch(() => {});
      } catch {
        // A fetch that throws synchronously is as lost as one that rejects.
      }
    }
  }
}
