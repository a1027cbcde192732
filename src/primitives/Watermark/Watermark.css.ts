import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

/** The powered-by logo: 150px wide (spec §1, §9). */
export const watermark = style([
  layout.inline.xsmall,
  {
    justifyContent: 'center',
    width: vars.sizes.watermarkWidth,
    maxWidth: '100%',
    margin: '16px auto 0',
    color: vars.colors.secondary,
  },
]);

export const mark = style({
  flex: 'none',
  width: '18px',
  height: '18px',
});

export const wordmark = style({
  // Small print that fits the spec's 150px on one line with the mark ("Powered by Gatehouse" needed 159px
  // at 12px); a longer translation wraps.
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: 1.2,
});
