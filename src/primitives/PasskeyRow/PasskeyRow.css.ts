import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { inputSurface } from '../Field/Field.css.js';
import * as layout from '../shared/layout.css.js';

export const row = style([
  layout.inline.small,
  {
    // Fills its container and no more: a long name is cut with an ellipsis, never widens the list.
    width: '100%',
    minWidth: 0,
    minHeight: '48px',
    padding: '4px 8px',
    border: `1px solid ${vars.container.borderColor}`,
    borderRadius: vars.inputs.borderRadius,
    backgroundColor: vars.inputs.backgroundColor,
    color: vars.inputs.textColor,
  },
]);

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.typography.bodySize,
});

/** The rename input: the shared input surface, shorter to fit inside the row. */
export const input = style([
  inputSurface,
  {
    flex: 1,
    minWidth: 0,
    height: '36px',
    padding: '0 8px',
  },
]);

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '36px',
  height: '36px',
  padding: 0,
  color: vars.colors.primary,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.buttons.secondary.borderRadius,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
    '&:hover:not(:disabled)': { backgroundColor: vars.colors.subtle },
    '&:disabled': { color: vars.colors.disabledText, cursor: 'not-allowed' },
    '&[data-tone="danger"]:not(:disabled)': { color: vars.colors.error },
  },
});
