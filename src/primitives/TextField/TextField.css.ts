import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { HOVERABLE, PRESSABLE_TOUCH_ACTION } from '../shared/pressable.js';
import { inputSurface } from '../Field/Field.css.js';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

/** The text input on the shared input surface. */
export const input = style([
  inputSurface,
  {
    flex: 1,
    minWidth: 0,
    width: '100%',
    padding: '0 12px',
    selectors: {
      '&::placeholder': { color: vars.inputs.placeholderColor, opacity: 1 },
      // Room for the show-password button that sits inside the input's end edge.
      '&[data-has-reveal]': { paddingInlineEnd: '48px' },
    },
  },
]);

export const revealButton = style({
  position: 'absolute',
  insetBlock: '4px',
  insetInlineEnd: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  padding: 0,
  color: vars.inputs.textColor,
  backgroundColor: 'transparent',
  border: 'none',
  touchAction: PRESSABLE_TOUCH_ACTION,
  borderRadius: vars.inputs.borderRadius,
  cursor: 'pointer',
  outline: 'none',
  '@media': { [HOVERABLE]: { selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.colors.subtle } } } },
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '0' },
    '&:disabled': { color: vars.colors.disabledText, cursor: 'not-allowed' },
  },
});
