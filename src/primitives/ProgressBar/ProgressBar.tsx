import { useProgressBar, VisuallyHidden } from 'react-aria';
import { useText } from '../../i18n/index.js';
import { progressBarText } from '../../i18n/english/ProgressBar.js';
import * as styles from './ProgressBar.css.js';

export interface ProgressBarProps {
  /**
   * What is in progress; names the progress bar and is shown above it.
   * @default the catalogue's 'otp.verifying' ('Verifying passcode...', spec §2 OTPAuthenticate)
   */
  label?: string;
  /**
   * Hides the label visually (it still names the bar) when the text is already on screen.
   * @default false
   */
  hideLabel?: boolean;
  /** Stable styling hook of the root. @default 'progress-bar' */
  part?: string;
}

/**
 * An indeterminate progress bar (`role="progressbar"` without a value, react-aria `useProgressBar`).
 * With reduced motion it pulses in place instead of sliding.
 */
export function ProgressBar({ label, hideLabel = false, part = 'progress-bar' }: ProgressBarProps) {
  const t = useText(progressBarText);
  const text = label ?? t('otp.verifying');
  const { progressBarProps, labelProps } = useProgressBar({ label: text, isIndeterminate: true });
  const labelElement = (
    <span {...labelProps} data-part="label" className={styles.label}>
      {text}
    </span>
  );
  return (
    <div {...progressBarProps} data-part={part} data-state="indeterminate" className={styles.root}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div data-part="track" className={styles.track}>
        <div data-part="indicator" className={styles.indicator} />
      </div>
    </div>
  );
}
