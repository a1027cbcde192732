import { useText } from '../../i18n/index.js';
import { ScreenLayout } from '../ScreenLayout/index.js';
import { visuallyHidden } from '../shared/visuallyHidden.css.js';
import * as styles from './ScreenSkeleton.css.js';

export interface ScreenSkeletonProps {
  /**
   * What is announced while it shows.
   * @default the catalogue's 'common.loading'
   */
  label?: string;
}

/**
 * The frame of a screen that is still loading (issue 23: a card with only a spinner gave no idea of what
 * comes): the card with grey shapes where the heading, a line of text and a control will be. The shapes are
 * hidden from assistive tech, which hears 'Loading' instead; they do not pulse for users who asked for
 * reduced motion.
 */
export function ScreenSkeleton({ label }: ScreenSkeletonProps) {
  const t = useText();
  return (
    <ScreenLayout>
      <span role="status" className={visuallyHidden} data-part="screen-loading">
        {label ?? t('common.loading')}
      </span>
      <span aria-hidden="true" data-part="skeleton" data-shape="heading" className={styles.bone} />
      <span aria-hidden="true" data-part="skeleton" data-shape="line" className={styles.bone} />
      <span aria-hidden="true" data-part="skeleton" data-shape="short-line" className={styles.bone} />
      <span aria-hidden="true" data-part="skeleton" data-shape="control" className={styles.bone} />
    </ScreenLayout>
  );
}
