import type { ReactNode } from 'react';
import * as styles from './Text.css.js';

export interface TextProps {
  /**
   * `body` is the spec's 16px text, `helper` its 14px helper text (§9).
   * @default 'body'
   */
  size?: styles.TextVariants['size'];
  /**
   * Colour role from the theme: container text, `colors.secondary`, `colors.success` or `colors.error`.
   * Never the only carrier of meaning: say it in the words too.
   * @default 'default'
   */
  tone?: styles.TextVariants['tone'];
  /** Text alignment (logical, so it follows the writing direction). @default 'start' */
  align?: styles.TextVariants['align'];
  /** Font weight. @default 'regular' */
  weight?: styles.TextVariants['weight'];
  /** Element to render: a paragraph, or an inline/block container. @default 'p' */
  as?: 'p' | 'span' | 'div';
  /** Id, e.g. for `aria-describedby`. @default undefined */
  id?: string;
  /** Stable styling hook. @default 'text' */
  part?: string;
  /** The text, with inline elements such as `Token` for an address or a code. */
  children?: ReactNode;
}

/** Body or helper text in a theme colour. */
export function Text({
  size = 'body',
  tone = 'default',
  align = 'start',
  weight = 'regular',
  as: Tag = 'p',
  id,
  part = 'text',
  children,
}: TextProps) {
  return (
    <Tag id={id} className={styles.text({ size, tone, align, weight })} data-part={part} data-size={size} data-tone={tone}>
      {children}
    </Tag>
  );
}
