import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const root = style([layout.grid.small, { width: '100%' }]);

export const label = style({
  fontSize: vars.typography.bodySize,
  color: vars.container.textColor,
});

export const track = style({
  position: 'relative',
  height: '4px',
  overflow: 'hidden',
  borderRadius: '2px',
  backgroundColor: vars.colors.subtle,
});

export const indicator = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: '40%',
  borderRadius: '2px',
  backgroundColor: vars.colors.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
  selectors: {
    // Progress runs in the reading direction.
    '&:dir(rtl)': { animationDirection: 'reverse' },
  },
  '@media': {
    // No sliding for people who asked for less motion: a full bar that slowly brightens and dims
    // still says "working" (WCAG 2.3.3).
    '(prefers-reduced-motion: reduce)': {
      width: '100%',
      animation: `${pulse} 2.4s ease-in-out infinite`,
    },
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});
