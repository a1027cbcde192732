import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { errorTone } from '../Toast/tones.css.js';
import * as layout from '../shared/layout.css.js';

/** The error tone the toasts use too, so an error looks the same wherever it appears. */
export const banner = style([
  errorTone,
  layout.row.small,
  {
    alignItems: 'flex-start',
    width: '100%',
    // Lets a column of banners shrink to the screen; long links wrap inside (below).
    minWidth: 0,
    padding: '10px 12px',
    borderRadius: vars.inputs.borderRadius,
    fontSize: vars.typography.helperSize,
    lineHeight: 1.4,
  },
]);

export const message = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const link = style({
  // A URL has no spaces to wrap at: it may break anywhere rather than widen the banner.
  overflowWrap: 'anywhere',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});
