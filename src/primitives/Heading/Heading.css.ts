import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { VISUALLY_HIDDEN } from '../shared/visuallyHidden.js';

/** The screen header (spec §9: header 24px, weight 600). */
export const heading = style({
  margin: 0,
  fontFamily: 'inherit',
  fontSize: vars.typography.headerSize,
  fontWeight: vars.typography.headerWeight,
  lineHeight: 1.25,
  color: vars.container.textColor,
  overflowWrap: 'anywhere',
  selectors: {
    // `hideHeaderText` (spec §3 Theme) hides the header from sight only: screen-reader users still
    // need the screen's name, so the text stays in the accessibility tree (the usual sr-only pattern).
    '&[data-visually-hidden]': VISUALLY_HIDDEN,
  },
});
