import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inputSurface } from '../Field/Field.css';

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The visible wrapper input-otp positions its (transparent) real input over. */
export const container = style({
  width: '100%',
  selectors: {
    '&:has(input:disabled)': { cursor: 'not-allowed' },
  },
});

/** The real input: input-otp paints it transparent; only the focus outline is drawn on the boxes. */
export const input = style({
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const boxes = style({
  // A code is read left to right in every locale; the boxes must match the real (LTR) input's caret.
  direction: 'ltr',
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: '8px',
  width: '100%',
});

export const box = style([
  inputSurface,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // The surface's height: the spec's 45px control height, like inputs and buttons (§9).
    fontSize: '22px',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-active]': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
    },
  },
]);

export const caret = style({
  width: '1px',
  height: '24px',
  backgroundColor: vars.inputs.textColor,
  animation: `${blink} 1.2s step-end infinite`,
  '@media': {
    // The caret still shows where typing goes; it just stops blinking.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
