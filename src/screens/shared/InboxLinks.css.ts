import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import * as layout from '../../primitives/shared/layout.css.js';

/**
 * The three chips share one row when the card has room for all three, else each takes a row of its own:
 * never two and one (issue 23). Each item's basis is 0 at or above the width three chips need and huge
 * below it (the "albatross" switch), so the row wraps all at once.
 */
const ONE_ROW_WIDTH = '380px';

export const list = style([layout.row.small, { flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }]);

export const item = style({
  display: 'flex',
  flexGrow: 1,
  flexBasis: `calc((${ONE_ROW_WIDTH} - 100%) * 999)`,
});

/** Outlined like the secondary button, so it reads as an action in every theme. */
export const link = style({
  display: 'inline-flex',
  flexGrow: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: '0 12px',
  borderStyle: 'solid',
  borderWidth: '1px',
  borderColor: vars.buttons.secondary.borderColor,
  borderRadius: vars.buttons.secondary.borderRadius,
  backgroundColor: vars.buttons.secondary.backgroundColor,
  color: vars.buttons.secondary.textColor,
  fontSize: vars.typography.helperSize,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});
