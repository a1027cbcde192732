import { useState } from 'react';
import { formatDuration, useActiveMessages, useText } from '../../i18n/index.js';
import { resendRowText } from '../../i18n/english/ResendRow.js';
import { Button } from '../../primitives/Button/index.js';
import { formatCountdown } from '../../primitives/Countdown/index.js';
import { LiveRegion } from '../../primitives/shared/LiveRegion.js';
import { useSecondsLeft } from '../../primitives/shared/useSecondsLeft.js';
import { Text } from '../../primitives/Text/index.js';
import * as styles from './forms.css.js';

export interface ResendRowProps {
  /** The button's text, e.g. 'Resend email'. */
  label: string;
  /** The resend is on its way: the button spins. */
  pending: boolean;
  /** Another request is on its way: the button is disabled. @default false */
  disabled?: boolean;
  /**
   * When the resend may be used again (ms since the epoch on `now`). Until then the button stays focusable
   * but unavailable (`aria-disabled`), shows the time left, and a press says how long is left instead of
   * sending. Left out: at once.
   */
  availableAt?: number;
  /** The clock `availableAt` is measured on (the flow's). @default Date.now */
  now?: () => number;
  onPress: () => void;
}

/** "Didn't get it?" and a resend button (spec §8: 'Email resent' / an error toast follow). */
export function ResendRow({ label, pending, disabled = false, availableAt, now = Date.now, onPress }: ResendRowProps) {
  const t = useText(resendRowText);
  const { intl: locale } = useActiveMessages();
  const left = useSecondsLeft(availableAt, now);
  const waiting = left > 0 && !pending;
  // The time left is said only when asked for, by a press (issue 23): announcing every second would drown
  // out the rest of the screen, and the visible countdown is hidden from screen readers.
  const [asked, setAsked] = useState('');
  return (
    <div className={styles.resendRow} data-part="resend" data-waiting={waiting || undefined}>
      <Text as="span" size="helper" tone="secondary">
        {t('common.didNotGetIt')}
      </Text>
      <Button
        variant="text"
        loading={pending}
        disabled={disabled && !pending}
        aria-disabled={waiting}
        onPress={() => {
          if (waiting) {
            setAsked(t('common.resendWait', { wait: formatDuration(left, locale) }));
          } else {
            setAsked('');
            onPress();
          }
        }}
      >
        {label}
        {waiting ? (
          <span aria-hidden="true" data-part="resend-wait">{` ${t('common.resendIn', { time: formatCountdown(left, locale) })}`}</span>
        ) : null}
      </Button>
      <LiveRegion part="resend-status">{waiting ? asked : null}</LiveRegion>
    </div>
  );
}
