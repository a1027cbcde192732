import { useText } from '../../i18n/index.js';
import * as styles from './Spinner.css.js';

export interface SpinnerProps {
  /**
   * Text announced for the spinner. Leave empty (`''`) when the surrounding element already says what
   * is loading (e.g. a busy button), so screen readers don't hear it twice.
   * @default the catalogue's 'common.loading'
   */
  label?: string;
  /**
   * `default` is the spec's 25px ring with a 2px line (§9); `small` follows the font size.
   * @default 'default'
   */
  size?: 'default' | 'small';
}

/** A rotating ring in the current text colour. */
export function Spinner({ label, size = 'default' }: SpinnerProps) {
  const t = useText();
  const text = label ?? t('common.loading');
  return text === '' ? (
    <span data-part="spinner" data-size={size} className={styles.spinner} aria-hidden="true" />
  ) : (
    <span data-part="spinner" data-size={size} className={styles.spinner} role="status" aria-label={text} />
  );
}
