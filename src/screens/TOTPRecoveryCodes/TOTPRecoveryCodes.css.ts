import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import { monospace } from '../shared/screens.css.js';

/** Two columns of monospace codes on the input surface colours, easy to read back and to select. */
export const codes = style([
  monospace,
  {
    listStyle: 'none',
    margin: 0,
    padding: '12px 16px',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '8px 16px',
    fontSize: vars.typography.bodySize,
    color: vars.inputs.textColor,
    backgroundColor: vars.inputs.backgroundColor,
    border: `1px solid ${vars.container.borderColor}`,
    borderRadius: vars.inputs.borderRadius,
  },
]);
