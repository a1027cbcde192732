/**
 * `gatehouse/themes`: the theme contract and built-in themes without any component code, for hosts that
 * style their own markup with the widget's variables or build a theme class at compile time.
 */
export { defaultTokens, darkTokens } from '../tokens';
export type { Tokens, ButtonTokens } from '../tokens';
export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { darkThemeClass, defaultThemeClass, rootClass } from './theme/themes.css';
export { themeToCssVars } from './theme/theme';
export type { ButtonTheme, DeepPartial, Theme, ThemeOverride } from './theme/theme';
