import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  fontSize: vars.typography.helperSize,
  color: vars.colors.secondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="expired"]': { color: vars.colors.error },
  },
});
