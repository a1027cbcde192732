import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { HOVERABLE, PRESSABLE_TOUCH_ACTION } from '../shared/pressable.js';

export const backButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 32px keeps the target above WCAG 2.2's 24px minimum (§2.5.8).
  width: '32px',
  height: '32px',
  padding: 0,
  margin: '-4px',
  border: 0,
  borderRadius: vars.buttons.secondary.borderRadius,
  background: 'transparent',
  color: vars.container.textColor,
  cursor: 'pointer',
  // Only the keyboard focus ring (below) is drawn, never the browser's outline as well.
  outline: 'none',
  touchAction: PRESSABLE_TOUCH_ACTION,
  '@media': { [HOVERABLE]: { selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.colors.subtle } } } },
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.colors.disabledText, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const icon = style({
  width: '24px',
  height: '24px',
  selectors: {
    // "Back" points against the reading direction, so the arrow flips in right-to-left layouts.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
});
