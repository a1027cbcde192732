export { vars } from './contract.css';
export { defaultThemeClass } from './themes.css';
export { themeToCssVars } from './theme';
export type { ButtonTheme, DeepPartial, Theme, ThemeOverride } from './theme';
export { ThemeProvider, useThemeOverride } from './ThemeProvider';
export type { BaseTheme, ThemeProviderProps } from './ThemeProvider';
