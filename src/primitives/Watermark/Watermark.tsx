import { useText } from '../../i18n/index.js';
import { Icon } from '../Icon/index.js';
import * as styles from './Watermark.css.js';

export interface WatermarkProps {
  /**
   * The powered-by line.
   * @default the catalogue's 'common.poweredBy' ('Powered by Gatehouse')
   */
  label?: string;
}

/**
 * The powered-by logo shown when the bootstrap config asks for a watermark (spec §1), 150px wide
 * (`--gh-sizes-watermark-width`, spec §9). The mark is inline SVG built as React elements (no image
 * request, nothing for a strict CSP to block); the words are real text, so they are read, translated
 * and zoomed like any other text.
 */
export function Watermark({ label }: WatermarkProps) {
  const t = useText();
  return (
    <div className={styles.watermark} data-part="watermark">
      <Icon name="gatehouse" part="watermark-mark" className={styles.mark} />
      <span className={styles.wordmark} data-part="watermark-text">
        {label ?? t('common.poweredBy')}
      </span>
    </div>
  );
}
