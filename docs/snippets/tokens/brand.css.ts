// brand.css.ts: built with your app's CSS by vanilla-extract (`@vanilla-extract/css` and its bundler plugin).
import { createTheme, style } from '@vanilla-extract/css';
import { defaultTokens, themeContract, vars } from 'gatehouse-auth/themes';

// A compile-time theme: one class that sets every --gh-* variable, with nothing computed in the browser.
export const brandTheme = createTheme(themeContract, {
  ...defaultTokens,
  colors: { ...defaultTokens.colors, primary: '#0B5345' },
});

// Your own markup in the widget's look, from the same variables.
export const note = style({
  color: vars.colors.primary,
  fontFamily: vars.typography.fontFamily,
  borderRadius: vars.container.borderRadius,
});
