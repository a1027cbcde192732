import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkTokens, defaultTokens } from '../../tokens/index.js';
import { baseContract, vars } from './contract.css.js';

/**
 * Class that sets the base layer (`--gh-base-*`) to the spec's defaults (§9). The public `--gh-*` variables
 * stay unset, so a value a host gives one on an ancestor still wins (see `vars`).
 */
export const defaultThemeClass = createTheme(baseContract, defaultTokens, 'gh-theme-default');

/** Class with the dark token set as the base layer. */
export const darkThemeClass = createTheme(baseContract, darkTokens, 'gh-theme-dark');

/**
 * `colorScheme: 'auto'` (issue 41), with the default theme's class: the dark set while the user prefers a dark
 * scheme. A media query, not script: it is right from the first paint of a server-rendered page and follows the
 * setting live. `color-scheme` lets the browser's own parts (scrollbars, autofill) follow it too.
 */
export const autoThemeClass = style(
  {
    colorScheme: 'light dark',
    '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(baseContract, darkTokens) } },
  },
  'gh-theme-auto',
);

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
