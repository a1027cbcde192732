import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: '8px',
  fontSize: vars.typography.helperSize,
  color: vars.container.textColor,
});

export const meterRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
});

export const segments = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '4px',
});

export const segment = style({
  height: '6px',
  borderRadius: '3px',
  backgroundColor: vars.colors.subtle,
  // Forced-colours mode drops background colours: an outline keeps empty and filled segments apart.
  outline: '1px solid transparent',
  selectors: {
    '[data-tone="error"] &[data-filled]': { backgroundColor: vars.colors.error },
    '[data-tone="success"] &[data-filled]': { backgroundColor: vars.colors.success },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-filled]': { backgroundColor: 'CanvasText' } },
    },
  },
});

export const scoreText = style({
  flex: 'none',
  fontWeight: 600,
  selectors: {
    '[data-tone="error"] &': { color: vars.colors.error },
    '[data-tone="success"] &': { color: vars.colors.success },
  },
});

export const message = style({
  margin: 0,
});

export const warning = style({
  margin: 0,
  color: vars.colors.error,
});

export const rules = style({
  display: 'grid',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '6px',
  color: vars.colors.error,
  selectors: {
    '&[data-met]': { color: vars.colors.success },
  },
});

export const ruleIcon = style({
  flex: 'none',
  width: '16px',
  height: '16px',
  marginTop: '1px',
});
