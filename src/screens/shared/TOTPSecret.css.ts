import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import { monospace } from './screens.css.js';
import * as layout from '../../primitives/shared/layout.css.js';

export const secret = layout.stack.small;

/** The secret as typed into an app by hand: monospace groups, selectable as one piece, left to right. */
export const code = style([
  monospace,
  {
    fontSize: vars.typography.bodySize,
    color: vars.container.textColor,
    userSelect: 'all',
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
]);

/** A group of four never breaks inside. */
export const group = style({ whiteSpace: 'nowrap' });
