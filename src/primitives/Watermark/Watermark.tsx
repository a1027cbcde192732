import { useMessages } from '../../i18n';
import * as styles from './Watermark.css';

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
  const t = useMessages();
  return (
    <div className={styles.watermark} data-part="watermark">
      <svg
        className={styles.mark}
        data-part="watermark-mark"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        {/* A gatehouse: a pitched roof over an arched gate. */}
        <path d="M3 21V10l9-7 9 7v11h-6v-5a3 3 0 0 0-6 0v5z" />
      </svg>
      <span className={styles.wordmark} data-part="watermark-text">
        {label ?? t('common.poweredBy')}
      </span>
    </div>
  );
}
