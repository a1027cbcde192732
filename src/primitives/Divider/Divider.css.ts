import { style } from '@vanilla-extract/css';
import { derivedVars, vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

export const divider = style([layout.inline.medium, { width: '100%', margin: '8px 0' }]);

export const line = style({
  flex: 1,
  height: '1px',
  backgroundColor: `var(${derivedVars.divider}, ${vars.container.borderColor})`,
});

export const label = style({
  flex: 'none',
  fontSize: vars.typography.helperSize,
  color: vars.colors.secondary,
});
