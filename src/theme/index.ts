export { vars } from './contract.css.js';
export { defaultThemeClass } from './themes.css.js';
export { themeToCssVars } from './theme.js';
export type { ButtonTheme, DeepPartial, Theme, ThemeOverride } from './theme.js';
export { ThemeProvider, useThemeOverride } from './ThemeProvider.js';
export type { BaseTheme, ThemeProviderProps } from './ThemeProvider.js';
export type { ColorScheme, Presentation, PresentationIcon, PresentationOptions, PresentationTheme } from './presentation.js';
