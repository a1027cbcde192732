import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { derivedVars, vars } from '../../theme/contract.css.js';
import { HOVERABLE, PRESSABLE_TOUCH_ACTION } from '../shared/pressable.js';

/** The icon column of a button with an icon. */
const iconSize = '20px';

/** A disabled or busy button shows no hover look. */
const hovered = '&:hover:not(:disabled):not([data-pending]):not([aria-disabled="true"])';

/**
 * The hover look: the hover colour where one is set (`presentation`'s `color-mix()` ones, issue 41), else the
 * button's own colour brightened or darkened.
 */
const hover = (background: string, hoverVar: string, brightness: number) => ({
  '@media': {
    [HOVERABLE]: {
      selectors: {
        [hovered]: {
          backgroundColor: `var(${hoverVar}, ${background})`,
          filter: `var(${derivedVars.hoverFilter}, brightness(${brightness}))`,
        },
      },
    },
  },
});

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
    // The ring below is the focus indicator (keyboard focus, shared/focusRing.ts); the browser's own
    // outline would draw a second one after a programmatic focus.
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      // An icon sits in a fixed place at the start and the label is centred on the whole button, so a
      // list of social or wallet buttons lines its icons up whatever the label lengths: an empty box as wide
      // as the icon and its gap, at the end, keeps the label centred. That box gives its room up first when a
      // label needs it, so 'Continue with other Crypto Wallet' stays on one line at the card's default width
      // (issue 23: a shorter layout, not smaller text); only a label longer than that wraps.
      '&[data-has-icon]': {
        gap: 0,
        textAlign: 'center',
      },
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
        ...hover(vars.buttons.primary.backgroundColor, derivedVars.primaryHover, 1.15),
      },
      secondary: {
        backgroundColor: vars.buttons.secondary.backgroundColor,
        color: vars.buttons.secondary.textColor,
        borderColor: vars.buttons.secondary.borderColor,
        borderRadius: vars.buttons.secondary.borderRadius,
        ...hover(vars.buttons.secondary.backgroundColor, derivedVars.secondaryHover, 0.96),
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

/** The icon (or the spinner that stands in for it): centred in its column, never shifted off the text's middle. */
export const icon = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconSize,
  height: iconSize,
  selectors: {
    // A disabled button's brand mark fades with its label instead of staying in full colour.
    ':disabled > &': { filter: 'grayscale(1)', opacity: 0.55 },
  },
});

/**
 * The label of a button with an icon: the room between the icon and the end box. It never shrinks (the end
 * box gives way instead) and wraps only when it is wider than everything after the icon.
 */
export const label = style({
  flex: '1 0 auto',
  maxWidth: `calc(100% - ${iconSize} - 8px)`,
  marginInlineStart: '8px',
});

/** The empty box at the end that balances the icon (see `[data-has-icon]`). */
export const iconBalance = style({
  flex: `0 1 calc(${iconSize} + 8px)`,
  minWidth: 0,
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
