/**
 * Brute-force and abuse limits, kept in memory and measured on the emulator clock (so a test can move
 * time past a lock), cleared by `POST /_emulator/reset` and `DELETE /_emulator/throttling`, relaxed for
 * load tests with `PATCH /_emulator/config {"throttling":{"enabled":false}}`. The limits are the project
 * config's `throttling` (config.ts).
 *
 * - User lock: consecutive wrong guessable secrets (passwords, passcodes, TOTP and recovery codes) of one
 *   user lock that user out of them for `lockMinutes`; a success resets the count. The provider's User
 *   Locks, with its defaults: "the counter is reset upon a successful authentication attempt"
 *   (stytch.com/docs/resources/platform/user-locks). The second factor keeps its own run: a TOTP or
 *   recovery-code failure is reset only by a TOTP or recovery-code success, never by a first-factor sign-in,
 *   or a password holder could guess nine codes per fresh sign-in forever (issue 26). Possession-based sign-ins (magic links, OAuth,
 *   passkeys, wallets) still work during a lock, so a lock cannot be used to shut a user out entirely
 *   (NIST SP 800-63B-4 §3.2.2 warns against lockouts that deny service).
 * - Per IP: failed credential checks over every account (password spraying, credential stuffing: OWASP
 *   ASVS 5.0 V6.3.1) and messages requested (SMS pumping, mail bombing).
 * - Global: the same two over every address together. A per-IP budget is per source address, and each
 *   127.x alias (or each machine of a botnet) gets a fresh one; the user locks, the per-destination limit
 *   and these ceilings hold whatever the address (issue 26).
 * - Per destination: messages sent to one address or number; the provider "rate limits the number of SMS
 *   OTP Send calls on phone number" (stytch.com/docs/resources/platform/rate-limits).
 *
 * Every refusal is the provider's 429 `too_many_requests` ("We rate limit suspicious user activity per
 * user, email, or phone number", stytch.com/docs/api/errors/429) with `Retry-After` in seconds.
 */
import type { Clock } from './clock.ts';
import type { ConfigHolder, Limit } from './config.ts';
import { apiError } from './http/errors.ts';

const MINUTE = 60_000;
/** The one key of the global windows. */
const EVERYONE = '*';
/** Above this many tracked keys, expired entries are swept on the next write. */
const SWEEP_AT = 10_000;

interface Window {
  start: number;
  count: number;
}

interface UserState {
  /** Consecutive failed (or still unsettled) attempts. */
  failures: number;
  /** When the latest one started: a lock lasts `lockMinutes` from the attempt that reached the threshold. */
  lastFailure: number;
}

/**
 * One check of a guessable secret. It counts as a failure from the moment it starts, so a burst of
 * concurrent guesses cannot all get past the limit before the first of them is judged (each wrong password
 * costs a full scrypt); `release()` takes it back when the secret was right or the call was no guess at all.
 */
export interface Attempt {
  release(): void;
}

/**
 * Which run of failures a secret counts towards: the first factor (passwords, passcodes) or the second
 * (TOTP codes and recovery codes, which stand in for them).
 */
export type SecretKind = 'first' | 'second';

/** The key of a user's run of failures of one kind. */
const userKey = (kind: SecretKind, userId: string) => `${kind}:${userId}`;

/** How many users, IPs and destinations are refused right now (`GET /_emulator/throttling`). */
export interface ThrottleState {
  locked_users: number;
  blocked_ips: number;
  blocked_destinations: number;
}

/**
 * A wait as people say it (issue 23: "Try again in 593 seconds" made the user do sums): seconds under a
 * minute, else about so many minutes, rounded up so the user never comes back too early.
 */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refuse(retryAtMs: number, now: number, what: string): never {
  const seconds = Math.max(1, Math.ceil((retryAtMs - now) / 1000));
  throw apiError(
    'too_many_requests',
    `Too many requests have been made: ${what}. Try again in ${waitInWords(seconds)}.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

export class Throttle {
  #users = new Map<string, UserState>();
  #ipFailures = new Map<string, Window>();
  #ipSends = new Map<string, Window>();
  #destinationSends = new Map<string, Window>();
  #globalFailures = new Map<string, Window>();
  #globalSends = new Map<string, Window>();

  constructor(
    private config: ConfigHolder,
    private clock: Clock,
  ) {}

  get #settings() {
    return this.config.current.throttling;
  }

  /**
   * Before a guessable secret is checked: refuses while the user is locked out or the IP has failed too
   * often, whether or not the secret would be right, so a lock gives no oracle; otherwise counts the attempt
   * as a failure until it is released.
   */
  attempt(ip: string, userId: string | null, kind: SecretKind = 'first'): Attempt {
    const settings = this.#settings;
    if (!settings.enabled) return { release() {} };
    const now = this.clock.now();
    const ipWindow = this.#live(this.#ipFailures, ip, settings.ipFailures, now);
    if (ipWindow && ipWindow.count >= settings.ipFailures.limit) {
      refuse(ipWindow.start + settings.ipFailures.windowMinutes * MINUTE, now, 'too many failed attempts from this address');
    }
    const everyone = this.#live(this.#globalFailures, EVERYONE, settings.globalFailures, now);
    if (everyone && everyone.count >= settings.globalFailures.limit) {
      refuse(everyone.start + settings.globalFailures.windowMinutes * MINUTE, now, 'too many failed attempts on this project');
    }
    const key = userId === null ? null : userKey(kind, userId);
    const user = key === null ? undefined : this.#userState(key, now);
    if (user && user.failures >= settings.userLock.threshold) {
      refuse(user.lastFailure + settings.userLock.lockMinutes * MINUTE, now, 'this user is locked after too many failed attempts');
    }
    const window = this.#count(this.#ipFailures, ip, settings.ipFailures, now);
    const globalWindow = this.#count(this.#globalFailures, EVERYONE, settings.globalFailures, now);
    if (key !== null) this.#users.set(key, { failures: (user?.failures ?? 0) + 1, lastFailure: now });
    this.#sweep(now);
    let settled = false;
    return {
      release: () => {
        if (settled) return;
        settled = true;
        if (this.#ipFailures.get(ip) === window && window.count > 0) window.count -= 1;
        if (this.#globalFailures.get(EVERYONE) === globalWindow && globalWindow.count > 0) globalWindow.count -= 1;
        const current = key === null ? undefined : this.#users.get(key);
        if (current && current.failures > 0) current.failures -= 1;
      },
    };
  }

  /**
   * A successful sign-in of the user with a secret of `kind`: that run of failed attempts starts again. A
   * second-factor success proves the first factor too (its session passed it), so it ends both runs; a
   * first-factor success leaves the second factor's run alone.
   */
  succeeded(userId: string, kind: SecretKind): void {
    this.#users.delete(userKey('first', userId));
    if (kind === 'second') this.#users.delete(userKey('second', userId));
  }

  /** Before an email or text goes out: counts it against the requesting IP and the destination. */
  assertCanSend(ip: string, destination: string): void {
    if (!this.#settings.enabled) return;
    const now = this.clock.now();
    const { ipSends, destinationSends, globalSends } = this.#settings;
    const key = destination.toLowerCase();
    const byIp = this.#live(this.#ipSends, ip, ipSends, now);
    if (byIp && byIp.count >= ipSends.limit)
      refuse(byIp.start + ipSends.windowMinutes * MINUTE, now, 'too many messages requested from this address');
    const byDestination = this.#live(this.#destinationSends, key, destinationSends, now);
    if (byDestination && byDestination.count >= destinationSends.limit) {
      refuse(byDestination.start + destinationSends.windowMinutes * MINUTE, now, `too many messages sent to ${destination}`);
    }
    const everyone = this.#live(this.#globalSends, EVERYONE, globalSends, now);
    if (everyone && everyone.count >= globalSends.limit)
      refuse(everyone.start + globalSends.windowMinutes * MINUTE, now, 'too many messages requested on this project');
    this.#count(this.#globalSends, EVERYONE, globalSends, now);
    this.#count(this.#ipSends, ip, ipSends, now);
    this.#count(this.#destinationSends, key, destinationSends, now);
    this.#sweep(now);
  }

  /** Counts of what is currently locked or blocked (`GET /_emulator/throttling`). */
  state(): ThrottleState {
    const now = this.clock.now();
    const { ipFailures, destinationSends, ipSends } = this.#settings;
    const over = (map: Map<string, Window>, limit: Limit) =>
      [...map.keys()].filter((key) => (this.#live(map, key, limit, now)?.count ?? 0) >= limit.limit);
    return {
      locked_users: new Set(
        [...this.#users.keys()]
          .filter((key) => (this.#userState(key, now)?.failures ?? 0) >= this.#settings.userLock.threshold)
          .map((key) => key.slice(key.indexOf(':') + 1)),
      ).size,
      blocked_ips: new Set([...over(this.#ipFailures, ipFailures), ...over(this.#ipSends, ipSends)]).size,
      blocked_destinations: over(this.#destinationSends, destinationSends).length,
    };
  }

  clear(): void {
    this.#users.clear();
    this.#ipFailures.clear();
    this.#ipSends.clear();
    this.#destinationSends.clear();
    this.#globalFailures.clear();
    this.#globalSends.clear();
  }

  /** The key's window if it has not ended yet (a fixed window opened by its first event). */
  #live(map: Map<string, Window>, key: string, limit: Limit, now: number): Window | undefined {
    const window = map.get(key);
    return window && now < window.start + limit.windowMinutes * MINUTE ? window : undefined;
  }

  #count(map: Map<string, Window>, key: string, limit: Limit, now: number): Window {
    let window = this.#live(map, key, limit, now);
    if (window) window.count += 1;
    else map.set(key, (window = { start: now, count: 1 }));
    return window;
  }

  /** A user's run of failures (keyed by `userKey`); one whose lock has run out starts again from zero. */
  #userState(key: string, now: number): UserState | undefined {
    const user = this.#users.get(key);
    const { threshold, lockMinutes } = this.#settings.userLock;
    if (user && user.failures >= threshold && now >= user.lastFailure + lockMinutes * MINUTE) {
      this.#users.delete(key);
      return undefined;
    }
    return user;
  }

  /** Keeps memory bounded under a flood of distinct keys: drops windows and locks that have ended. */
  #sweep(now: number): void {
    const { ipFailures, destinationSends, ipSends } = this.#settings;
    const pairs: [Map<string, Window>, Limit][] = [
      [this.#ipFailures, ipFailures],
      [this.#ipSends, ipSends],
      [this.#destinationSends, destinationSends],
    ];
    for (const [map, limit] of pairs) {
      if (map.size < SWEEP_AT) continue;
      for (const key of [...map.keys()]) if (!this.#live(map, key, limit, now)) map.delete(key);
    }
    if (this.#users.size >= SWEEP_AT) for (const key of [...this.#users.keys()]) this.#userState(key, now);
  }
}
