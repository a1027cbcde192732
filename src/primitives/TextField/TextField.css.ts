import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * Field parts shared by TextField, PhoneField and OTPField (label, helper, error), so every field in
 * the widget lines up the same way. Colours come only from theme variables (spec §3 Theme.inputs).
 */

export const root = style({
  display: 'grid',
  gap: '6px',
  width: '100%',
  minWidth: 0,
});

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

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  height: vars.buttons.height,
  padding: '0 12px',
  fontFamily: 'inherit',
  fontSize: vars.typography.bodySize,
  color: vars.inputs.textColor,
  backgroundColor: vars.inputs.backgroundColor,
  border: `1px solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  selectors: {
    '&::placeholder': { color: vars.inputs.placeholderColor, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.colors.error, borderWidth: '2px' },
    '&:disabled': {
      color: vars.colors.disabledText,
      backgroundColor: vars.buttons.disabled.backgroundColor,
      borderColor: vars.buttons.disabled.borderColor,
      cursor: 'not-allowed',
    },
    // Room for the show-password button that sits inside the input's end edge.
    '&[data-has-reveal]': { paddingInlineEnd: '48px' },
  },
});

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
  borderRadius: vars.inputs.borderRadius,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '0' },
    '&[data-hovered]': { backgroundColor: vars.colors.subtle },
    '&:disabled': { color: vars.colors.disabledText, cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: '20px',
  height: '20px',
  flex: 'none',
});
