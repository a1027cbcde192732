import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

/*
 * The parts every field shares (TextField, PhoneField, OTPField): the label / control / messages column
 * and the input surface, so every field in the widget lines up and reads the same way. Colours come
 * only from theme variables (spec §3 Theme.inputs).
 */

export const root = style([layout.grid.xsmall, { width: '100%', minWidth: 0 }]);

export const label = style({
  fontSize: vars.typography.bodySize,
  fontWeight: 600,
  color: vars.container.textColor,
  selectors: {
    '[data-disabled] > &': { color: vars.colors.disabledText },
  },
});

export const description = style({
  fontSize: vars.typography.helperSize,
  color: vars.colors.secondary,
});

export const error = style({
  fontSize: vars.typography.helperSize,
  color: vars.colors.error,
});

/**
 * The themed box of an input: the text input, the phone country picker, each OTP box and the passkey
 * rename input. States come from the element (`:focus-visible`, `:disabled`, `aria-invalid`) or from the
 * field root around it (`data-invalid`, `data-disabled`), so a box that is not itself an `<input>` (the
 * OTP boxes, the country face) follows its field.
 */
export const inputSurface = style({
  height: vars.buttons.height,
  fontFamily: 'inherit',
  fontSize: vars.typography.bodySize,
  color: vars.inputs.textColor,
  backgroundColor: vars.inputs.backgroundColor,
  border: `1px solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
    // Invalid: the border turns the error colour and an inset ring doubles it, so it reads as 2px
    // without the box or its text moving (a thicker border would shift the content by a pixel).
    '&[aria-invalid="true"], [data-invalid] &': {
      borderColor: vars.colors.error,
      boxShadow: `inset 0 0 0 1px ${vars.colors.error}`,
    },
    '&:disabled, [data-disabled] &': {
      color: vars.colors.disabledText,
      backgroundColor: vars.buttons.disabled.backgroundColor,
      borderColor: vars.buttons.disabled.borderColor,
      cursor: 'not-allowed',
    },
  },
});
