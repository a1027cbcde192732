import { useText } from '../../i18n/index.js';
import * as styles from './Divider.css.js';

export interface DividerProps {
  /**
   * The word between the lines.
   * @default the catalogue's 'main.divider' ('or')
   */
  label?: string;
}

/**
 * The 'or' line between the social/crypto group and the form group (spec §2 Main). Not a
 * `role="separator"`: a separator's content is presentational, and the word 'or' is what tells a
 * screen-reader user that the two groups are alternatives. Only the lines are hidden.
 */
export function Divider({ label }: DividerProps) {
  const t = useText();
  return (
    <div className={styles.divider} data-part="divider">
      <span className={styles.line} data-part="divider-line" aria-hidden="true" />
      <span className={styles.label} data-part="divider-label">
        {label ?? t('main.divider')}
      </span>
      <span className={styles.line} data-part="divider-line" aria-hidden="true" />
    </div>
  );
}
