import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { inputSurface } from '../Field/Field.css.js';

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
  '@media': {
    // Forced colours would repaint its transparent text in CanvasText and its selection in Highlight: the
    // six digits, squeezed over the first box, showed through it (issue 23, seen in the forced-colours capture).
    '(forced-colors: active)': { forcedColorAdjust: 'none' },
  },
});

/*
 * The rules input-otp would otherwise write into a `<style>` it appends to document.head (see
 * `shared/heldStyleIds.ts`): that element is blocked by a strict CSP, cannot reach an input inside a shadow root,
 * and outlives the widget. Here they ship in the package stylesheet instead. The real input stays invisible
 * however the browser paints a selection or an autofilled value (autofill styles are `!important` in the
 * user-agent sheet, hence here too).
 */
const invisible = {
  background: 'transparent !important',
  color: 'transparent !important',
  borderColor: 'transparent !important',
  opacity: '0 !important',
  boxShadow: 'none !important',
  WebkitTextFillColor: 'transparent !important',
} as const;
globalStyle(`${input}::selection`, {
  background: 'transparent !important',
  color: 'transparent !important',
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none' } },
});
globalStyle(`${input}:autofill`, invisible);
globalStyle(`${input}:-webkit-autofill`, invisible);
// iOS Safari draws its own caret and selection handles unless the text is squeezed out of sight.
globalStyle(input, {
  '@supports': {
    '(-webkit-touch-callout: none)': {
      letterSpacing: '-.6em !important',
      fontWeight: '100 !important',
      fontStretch: 'ultra-condensed',
      fontOpticalSizing: 'none !important' as 'none',
      left: '-1px !important',
      right: '1px !important',
    },
  },
});
// Password-manager badges inserted after the input must stay clickable over the boxes.
globalStyle(`${input} + *`, { pointerEvents: 'all !important' as 'all' });

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
    '@media': {
      // Forced colours turned the focused box's ring into one more black line (issue 23): it opts out and
      // draws a thick Highlight ring and border, in system colours.
      '(forced-colors: active)': {
        selectors: {
          '&[data-active]': {
            forcedColorAdjust: 'none',
            color: 'CanvasText',
            backgroundColor: 'Canvas',
            borderColor: 'Highlight',
            boxShadow: 'none',
            outline: '3px solid Highlight',
          },
        },
      },
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
    // Inside the focused box, which keeps its own colours in forced colours (above).
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});
