import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';
import { errorTone, successTone } from './tones.css.js';

export const viewport = style([
  layout.stack.small,
  {
    position: 'fixed',
    bottom: 0,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 2147483647,
    width: '100%',
    maxWidth: `calc(${vars.toast.maxWidth} + 32px)`,
    maxHeight: '100vh',
    overflowY: 'auto',
    margin: 0,
    padding: '16px',
    listStyle: 'none',
    outline: 'none',
    selectors: {
      '&:empty': { padding: 0 },
      // F8 brings focus here (Radix): a ring shows where it went (issue 23). Inset, as the area meets the
      // window's edge.
      '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

/** One toast: the spec's colours and 350px maximum width (§9). */
export const toast = recipe({
  base: [
    layout.inline.small,
    {
      width: '100%',
      maxWidth: vars.toast.maxWidth,
      margin: '0 auto',
      padding: '10px 8px 10px 12px',
      borderRadius: vars.container.borderRadius,
      boxShadow: '0 2px 10px rgba(0, 0, 0, 0.18)',
      fontFamily: vars.typography.fontFamily,
      fontSize: vars.typography.helperSize,
      lineHeight: 1.4,
      selectors: {
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    tone: {
      success: [successTone],
      error: [errorTone],
    },
  },
});

export const text = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: '4px',
  background: 'transparent',
  // The toast's own text colour: it contrasts with the toast background in every theme.
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.08)' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  },
});
