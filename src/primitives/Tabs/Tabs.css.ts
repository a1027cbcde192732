import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const list = style({
  display: 'flex',
  width: '100%',
  borderBottom: `1px solid ${vars.container.borderColor}`,
});

export const trigger = style({
  flex: '1 1 0',
  minWidth: 0,
  minHeight: '44px',
  padding: '8px 12px',
  border: 0,
  // The active state is an underline *and* a heavier weight, so it does not rest on colour alone.
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.colors.secondary,
  fontFamily: 'inherit',
  fontSize: vars.typography.bodySize,
  fontWeight: 400,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      color: vars.container.textColor,
      borderBottomColor: vars.colors.primary,
      fontWeight: 600,
    },
    '&:hover:not(:disabled)': { color: vars.container.textColor },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '-2px' },
    '&:disabled, &[data-disabled]': { color: vars.colors.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours paint every tab's border alike, so the selected tab's bar vanished (issue 23): the tabs
    // opt out and draw it in Highlight, the others' in Canvas, with system colours for the text.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      color: 'CanvasText',
      backgroundColor: 'Canvas',
      borderBottomColor: 'Canvas',
      selectors: {
        '&[data-state="active"]': { color: 'CanvasText', borderBottomColor: 'Highlight' },
        '&:hover:not(:disabled)': { color: 'CanvasText' },
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&:disabled, &[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const content = style({
  paddingTop: '16px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});
