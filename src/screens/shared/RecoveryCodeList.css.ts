import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import { monospace } from './screens.css.js';
import * as layout from '../../primitives/shared/layout.css.js';

/**
 * One monospace code per line on the input surface colours, easy to read back and to select; a code never
 * wraps inside (issue 23: two columns broke codes in two at narrow widths).
 */
export const codes = style([
  monospace,
  layout.grid.small,
  {
    listStyle: 'none',
    margin: 0,
    padding: '12px 16px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    whiteSpace: 'nowrap',
    fontSize: vars.typography.bodySize,
    color: vars.inputs.textColor,
    backgroundColor: vars.inputs.backgroundColor,
    border: `1px solid ${vars.container.borderColor}`,
    borderRadius: vars.inputs.borderRadius,
  },
]);
