import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkTokens, defaultTokens } from '../../tokens/index.js';
import { vars } from './contract.css.js';

/** Class that sets every `--gh-*` variable to the spec's defaults (§9). */
export const defaultThemeClass = createTheme(vars, defaultTokens, 'gh-theme-default');

/** Class with the dark token set. */
export const darkThemeClass = createTheme(vars, darkTokens, 'gh-theme-dark');

/**
 * Base styles of the widget root: font, text colour and box sizing, so primitives look the same in a
 * host page and in a shadow root.
 */
export const rootClass = style({
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.bodySize,
  color: vars.container.textColor,
  lineHeight: 1.4,
});

globalStyle(`${rootClass} *, ${rootClass} *::before, ${rootClass} *::after`, {
  boxSizing: 'border-box',
});
