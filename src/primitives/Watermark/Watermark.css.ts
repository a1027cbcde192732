import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The powered-by logo: 150px wide (spec §1, §9). */
export const watermark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  width: vars.sizes.watermarkWidth,
  maxWidth: '100%',
  margin: '16px auto 0',
  color: vars.colors.secondary,
});

export const mark = style({
  flex: 'none',
  width: '18px',
  height: '18px',
});

export const wordmark = style({
  // Small print on one line: the whole line fits the 150px width in the default font.
  whiteSpace: 'nowrap',
  fontSize: '12px',
  fontWeight: 600,
  lineHeight: 1.2,
  letterSpacing: '0.01em',
});
