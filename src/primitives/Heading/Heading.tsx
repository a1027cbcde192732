import type { ReactNode } from 'react';
import { useThemeOverride } from '../../theme/index.js';
import * as styles from './Heading.css.js';

/** Heading levels a screen header may use. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  /**
   * Document outline level. The widget lives inside a host page that owns its `h1`, so screens use `h2`.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * Hide the heading visually while keeping it for screen readers. When left out, follows the theme's
   * `hideHeaderText` (spec §3 Theme).
   * @default the theme's `hideHeaderText`, else false
   */
  visuallyHidden?: boolean;
  /** Id, e.g. to label the screen's region with `aria-labelledby`. @default undefined */
  id?: string;
  /** Stable styling hook. @default 'heading' */
  part?: string;
  /** The heading text. */
  children: ReactNode;
}

/** A screen header: 24px, weight 600 (spec §9). */
export function Heading({ level = 2, visuallyHidden, id, part = 'heading', children }: HeadingProps) {
  const theme = useThemeOverride();
  const hidden = visuallyHidden ?? theme.hideHeaderText ?? false;
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading} data-part={part} data-visually-hidden={hidden || undefined}>
      {children}
    </Tag>
  );
}
