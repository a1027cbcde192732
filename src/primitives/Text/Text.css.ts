import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Body (16px) and helper (14px) text (spec §9 typography). */
export const text = recipe({
  base: {
    margin: 0,
    fontFamily: 'inherit',
    lineHeight: 1.4,
    // A word wider than the line may break anywhere rather than overflow; addresses and numbers that
    // fit are kept whole by Message/Token.
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      body: { fontSize: vars.typography.bodySize },
      helper: { fontSize: vars.typography.helperSize },
    },
    tone: {
      default: { color: vars.container.textColor },
      secondary: { color: vars.colors.secondary },
      success: { color: vars.colors.success },
      error: { color: vars.colors.error },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
    weight: {
      regular: { fontWeight: 400 },
      strong: { fontWeight: 600 },
    },
  },
  defaultVariants: { size: 'body', tone: 'default', align: 'start', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** A value kept whole in running text (see Token): no break inside unless it is wider than the line. */
export const token = style({
  overflowWrap: 'anywhere',
});

/**
 * A value and the punctuation after it, moving to the next line as one box; an inline-block sits on its
 * last line's baseline, which for one line is the sentence's.
 */
export const tokenGroup = style({
  display: 'inline-block',
  maxWidth: '100%',
});
