/**
 * `gatehouse-auth/themes`: the theme contract and built-in themes without any component code, for hosts that
 * style their own markup with the widget's variables or build a theme class at compile time.
 */
export { defaultTokens, darkTokens } from '../tokens/index.js';
export type { Tokens, ButtonTokens } from '../tokens/index.js';
export { themeContract, vars } from './theme/contract.css.js';
export type { ThemeVars } from './theme/contract.css.js';
export { darkThemeClass, defaultThemeClass, rootClass } from './theme/themes.css.js';
export { themeToCssVars } from './theme/theme.js';
export type { ButtonTheme, DeepPartial, Theme, ThemeOverride } from './theme/theme.js';
export type { ColorScheme, Presentation, PresentationIcon, PresentationOptions, PresentationTheme } from './theme/presentation.js';
// The contrast guard (issue 41). Here, not in the root entry: the widget loads it lazily in development builds,
// and a file the root entry imported too would be one more up-front chunk for a splitting bundler (esbuild).
export { checkTheme } from './theme/contrast.js';
export type { CheckThemeOptions, ContrastFailure } from './theme/contrast.js';
export type { TokenPath } from './theme/presentationMap.js';
export { themeFromTokens } from './theme/dtcg.js';
export type { DtcgColor, DtcgDimension, DtcgNode } from './theme/dtcg.js';
