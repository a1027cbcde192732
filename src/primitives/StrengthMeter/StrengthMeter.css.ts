import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

export const root = style([
  layout.grid.small,
  {
    fontSize: vars.typography.helperSize,
    color: vars.container.textColor,
  },
]);

/** Strength colours by level (spec §5 red 0–2, green 3–4; a shade of the hue per level). */
const levels = {
  weak: vars.strength.weak,
  fair: vars.strength.fair,
  good: vars.strength.good,
  strong: vars.strength.strong,
} as const;

/**
 * The bar and its word side by side, the word in a fixed column: the bar keeps one width whatever the
 * word (it used to change width with each label).
 */
export const meterRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 7em',
  alignItems: 'center',
  gap: '12px',
});

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '4px',
});

export const segment = style({
  height: '6px',
  borderRadius: '3px',
  backgroundColor: vars.colors.track,
  selectors: Object.fromEntries(
    Object.entries(levels).map(([level, colour]) => [`[data-level="${level}"] &[data-filled]`, { backgroundColor: colour }]),
  ),
  '@media': {
    // Forced colours repaint every background as Canvas, the filled segments too (issue 23): the segments
    // opt out and paint themselves in system colours, filled CanvasText, empty Canvas, each outlined.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundColor: 'Canvas',
      outline: '1px solid CanvasText',
      // As specific as the level colours above, and later: it wins over them.
      selectors: { '[data-level] &[data-filled]': { backgroundColor: 'CanvasText' } },
    },
  },
});

export const scoreText = style({
  fontWeight: 600,
  textAlign: 'end',
  selectors: Object.fromEntries(Object.entries(levels).map(([level, colour]) => [`[data-level="${level}"] &`, { color: colour }])),
});

export const message = style({
  margin: 0,
});

/** zxcvbn's suggestions: a short bulleted list. */
export const suggestions = style({
  margin: 0,
  paddingInlineStart: '1.25em',
});

export const warning = style({
  margin: 0,
  color: vars.colors.error,
});

export const rules = style([layout.grid.xxsmall, { margin: 0, padding: 0, listStyle: 'none' }]);

export const rule = style([
  layout.row.xsmall,
  {
    alignItems: 'flex-start',
    color: vars.colors.error,
    selectors: {
      '&[data-met]': { color: vars.colors.success },
    },
  },
]);

export const ruleIcon = style({
  flex: 'none',
  width: '16px',
  height: '16px',
  marginTop: '1px',
});
