import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Outlined like the secondary button, so it reads as an action in every theme. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
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
