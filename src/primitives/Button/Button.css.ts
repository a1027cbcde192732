import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { PRESSABLE_TOUCH_ACTION } from '../shared/pressable';

const focusRing = {
  outline: `2px solid ${vars.colors.focusRing}`,
  outlineOffset: '2px',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    width: '100%',
    minHeight: vars.buttons.height,
    padding: '0 16px',
    fontFamily: 'inherit',
    fontSize: vars.typography.bodySize,
    fontWeight: 600,
    lineHeight: 1.2,
    borderStyle: 'solid',
    borderWidth: '1px',
    cursor: 'pointer',
    touchAction: PRESSABLE_TOUCH_ACTION,
    textDecoration: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pending]': { cursor: 'progress' },
      // Disabled styling follows the spec's buttons.disabled colours (§3 Theme).
      '&:disabled, &[aria-disabled="true"]:not([data-pending])': {
        backgroundColor: vars.buttons.disabled.backgroundColor,
        color: vars.buttons.disabled.textColor,
        borderColor: vars.buttons.disabled.borderColor,
        borderRadius: vars.buttons.disabled.borderRadius,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.buttons.primary.backgroundColor,
        color: vars.buttons.primary.textColor,
        borderColor: vars.buttons.primary.borderColor,
        borderRadius: vars.buttons.primary.borderRadius,
        selectors: { '&[data-hovered]:not(:disabled)': { filter: 'brightness(1.15)' } },
      },
      secondary: {
        backgroundColor: vars.buttons.secondary.backgroundColor,
        color: vars.buttons.secondary.textColor,
        borderColor: vars.buttons.secondary.borderColor,
        borderRadius: vars.buttons.secondary.borderRadius,
        selectors: { '&[data-hovered]:not(:disabled)': { filter: 'brightness(0.96)' } },
      },
      text: {
        width: 'auto',
        minHeight: 'auto',
        padding: '2px 4px',
        backgroundColor: 'transparent',
        color: vars.colors.primary,
        borderColor: 'transparent',
        borderRadius: vars.buttons.secondary.borderRadius,
        fontWeight: 600,
        textDecoration: 'underline',
        selectors: {
          '&:disabled, &[aria-disabled="true"]:not([data-pending])': {
            backgroundColor: 'transparent',
            borderColor: 'transparent',
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
