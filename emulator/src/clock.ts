/**
 * A controllable clock. Every expiry in the emulator (codes, links, sessions, JWTs) reads time from here
 * instead of `Date.now()`, so tests can advance time through `/_emulator/clock` and watch a 5-minute OTP
 * (spec §9) or a 30-minute session expire without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch, including any advance. */
  now(): number;
  /** The same instant as a `Date`. */
  date(): Date;
  /** Moves time forward (never backward: expiry checks assume a monotonic clock). */
  advance(ms: number): void;
  /** How far the clock is ahead of the real time source. */
  offset(): number;
  /** Back to the real time source. */
  reset(): void;
}

export function createClock(source: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => source() + offsetMs,
    date: () => new Date(source() + offsetMs),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward.');
      offsetMs += ms;
    },
    offset: () => offsetMs,
    reset() {
      offsetMs = 0;
    },
  };
}

/** RFC 3339 in UTC, the provider's timestamp format on the wire. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
