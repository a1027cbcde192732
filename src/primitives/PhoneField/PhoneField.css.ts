import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { inputSurface } from '../Field/Field.css.js';
import * as layout from '../shared/layout.css.js';

export const row = style([layout.row.small, { width: '100%' }]);

/**
 * The country picker: a real <select> laid transparently over a compact "US +1" face, so the control
 * stays native (keyboard, type-ahead, mobile pickers, screen readers) while the row stays narrow.
 */
export const country = style([
  inputSurface,
  {
    position: 'relative',
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    minWidth: '96px',
    padding: '0 10px',
    selectors: {
      '&:has(select:focus-visible)': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
      '&:has(select:disabled)': {
        // Not disabledText: axe cannot tell this face belongs to a disabled <select>, and the secondary
        // colour keeps 4.5:1 on the disabled fill in every theme.
        color: vars.colors.secondary,
      },
    },
  },
]);

export const countryFace = style({
  flex: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  flex: 'none',
  width: '12px',
  height: '12px',
});

export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  fontSize: vars.typography.bodySize,
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});
