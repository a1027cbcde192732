import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The themed container (spec §3 Theme.container; §9 defaults 400px, 8px radius, 24px 32px padding). */
export const container = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  width: vars.container.width,
  maxWidth: '100%',
  padding: vars.container.padding,
  borderStyle: 'solid',
  borderWidth: '1px',
  borderColor: vars.container.borderColor,
  borderRadius: vars.container.borderRadius,
  backgroundColor: vars.container.backgroundColor,
  color: vars.container.textColor,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.bodySize,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});

export const back = style({
  display: 'flex',
  justifyContent: 'flex-start',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});
