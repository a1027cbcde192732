import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Body (16px) and helper (14px) text (spec §9 typography). */
export const text = recipe({
  base: {
    margin: 0,
    fontFamily: 'inherit',
    lineHeight: 1.4,
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
