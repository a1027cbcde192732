import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../wire/index.js';
import { formatDuration, useActiveMessages, useText } from '../../i18n/index.js';
import { countdownText } from '../../i18n/english/Countdown.js';
import * as styles from './Countdown.css.js';

/**
 * Seconds as `m:ss` (spec §9 "Expiry shown as m:ss"); minutes are not capped at 59. The digits are the
 * locale's (Intl.NumberFormat: a locale that writes its own digits gets them, issue 24), the colon is the
 * spec's.
 */
export function formatCountdown(totalSeconds: number, locale = 'en'): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const digits = (value: number, minimumIntegerDigits: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits, useGrouping: false }).format(value);
  return `${digits(Math.floor(s / 60), 1)}:${digits(s % 60, 2)}`;
}

/**
 * Moments worth telling a screen-reader user about: each whole minute, the last 30 seconds, and expiry.
 * A polite announcement every second would drown out everything else on the screen.
 */
function isMilestone(seconds: number): boolean {
  return seconds === 0 || seconds === 30 || seconds % 60 === 0;
}

/** True when the clock passed a milestone between two readings (ticks can be skipped in a background tab). */
function crossedMilestone(previous: number, current: number): boolean {
  for (let s = current; s < previous; s += 1) if (isMilestone(s)) return true;
  return false;
}

function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface CountdownProps {
  /**
   * When the code expires (epoch ms or a Date). Changing it restarts the countdown — the way "Resend"
   * restarts it (spec §4). Takes precedence over `seconds`.
   */
  expiresAt?: number | Date;
  /**
   * Length of the countdown from mount, in seconds. To restart a `seconds` countdown, give the
   * component a new React `key`.
   * @default 300 (spec §9: default OTP expiry 5 minutes)
   */
  seconds?: number;
  /**
   * The clock, in epoch ms. Injectable so tests and stories control time.
   * @default Date.now
   */
  now?: () => number;
  /** Called once when the time is up (again only after a restart). */
  onExpire?: () => void;
  /** Stable styling hook of the root. @default 'countdown' */
  part?: string;
}

/**
 * "Your code expires in m:ss." counting down, then "Your code has expired." (spec §9). The visible
 * timer is hidden from assistive tech; a separate polite live region speaks only at each minute, at
 * 30 seconds and at expiry, and otherwise holds the last announcement for reading.
 */
export function Countdown({ expiresAt, seconds = DEFAULT_OTP_EXPIRATION_MINUTES * 60, now, onExpire, part = 'countdown' }: CountdownProps) {
  const t = useText(countdownText);
  const { intl: locale } = useActiveMessages();
  // Refs, so an inline `now`/`onExpire` does not restart the timer on every parent render.
  const clock = useRef(now ?? Date.now);
  clock.current = now ?? Date.now;
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const [startedAt] = useState(() => clock.current());
  const deadline = expiresAt !== undefined ? new Date(expiresAt).getTime() : startedAt + seconds * 1000;

  const [remaining, setRemaining] = useState(() => remainingSeconds(deadline, clock.current()));
  const [announced, setAnnounced] = useState(remaining);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous = remainingSeconds(deadline, clock.current());
    let expired = false;
    // A (re)start is itself a meaningful moment, e.g. after "Resend".
    setAnnounced(previous);
    const tick = () => {
      const ms = deadline - clock.current();
      const current = remainingSeconds(deadline, clock.current());
      setRemaining(current);
      if (crossedMilestone(previous, current)) setAnnounced(current);
      previous = current;
      if (current === 0) {
        if (!expired) {
          expired = true;
          expire.current?.();
        }
        return;
      }
      // Wake at the next whole-second boundary rather than polling, so the display never lags.
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  // Shown as `m:ss` (spec §9), said in words: a screen reader reads '4:59' as a time of day (issue 40).
  const text = (value: number, format: (seconds: number, locale: string) => string) =>
    value > 0 ? t('otp.expiresIn', { time: format(value, locale) }) : t('otp.expired');

  return (
    <div data-part={part} data-state={remaining > 0 ? 'running' : 'expired'} data-remaining={remaining} className={styles.root}>
      <span aria-hidden="true" data-part="time">
        {text(remaining, formatCountdown)}
      </span>
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true" data-part="announcement">
          {text(announced, formatDuration)}
        </span>
      </VisuallyHidden>
    </div>
  );
}
