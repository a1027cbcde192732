import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import * as layout from '../../primitives/shared/layout.css.js';

export const mark = layout.center;

/** Spec §2: a green check; the theme's success colour, so it follows custom and dark themes. */
export const circle = style({
  fill: vars.colors.success,
});

export const check = style({
  fill: 'none',
  stroke: vars.colors.onAccent,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
