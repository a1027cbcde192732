/**
 * `gatehouse`: the theme, the message catalogue and the accessible primitives. Named exports only
 * (`primitives/index.ts` lists each one), so bundlers tree-shake what a host does not use.
 */
export { MessagesProvider, defaultMessages, formatMessage, formatMessageParts, resolveMessages, useMessages } from './i18n';
export type { MessageKey, MessageOverrides, MessageParams, Messages, MessagesProviderProps, Translate } from './i18n';
export { ThemeProvider, themeToCssVars, useThemeOverride, vars } from './theme';
export type { BaseTheme, ButtonTheme, DeepPartial, Theme, ThemeOverride, ThemeProviderProps } from './theme';
export * from './primitives';
// The API's lists and types the primitives' props use; the lists themselves ship with `gatehouse/client`.
export type { CryptoWalletType, LudsRequirements, OAuthProvider, OTPMethod, StrengthCheckResult, StrengthPolicy, WalletType } from './wire';
