import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import { monospace } from '../shared/screens.css.js';

export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
});

/** The secret as typed into an app by hand: monospace, wrapping anywhere, selectable as one word. */
export const code = style([
  monospace,
  {
    fontSize: vars.typography.bodySize,
    color: vars.container.textColor,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
]);
