/**
 * `gatehouse`: the sign-in widget (`Login`, `ResetPassword`, `PasskeyRegistration`), the app's session in
 * React (`GatehouseProvider`, `useSession`, `useUser`, `<SignedIn>`), the composition API
 * (`FlowProvider`, `useFlow`, every screen), the theme, the message catalogue and the accessible
 * primitives. Named exports only, so bundlers tree-shake what a host does not use.
 */
export { CurrentScreen, FlowProvider, Login, PasskeyRegistration, ResetPassword } from './widget';
export type {
  CurrentScreenProps,
  FlowProviderProps,
  LoginProps,
  PasskeyRegistrationProps,
  ResetPasswordProps,
  ScreenOverrides,
  ScreenSlotProps,
  WidgetProps,
} from './widget';
// The app's client and session in React.
export { GatehouseProvider, SignedIn, SignedOut, useGatehouse, useSession, useUser } from './react';
export type { GatehouseProviderProps, SignedInOutProps, UseSessionResult, UseUserResult } from './react';
// The React binding: the typed hooks screens read the flow through, for hosts composing their own.
export {
  shallowEqual,
  useConfig,
  useFlow,
  useFlowSelector,
  useNow,
  usePending,
  useScreen,
  useScreenState,
  useSend,
  useText,
} from './react';
export type { FlowHandle } from './react';
export {
  CryptoConfirmation,
  CryptoConnect,
  CryptoError,
  CryptoOtherScreen,
  CryptoSetupWallet,
  CryptoSignMessage,
  EmailConfirmation,
  Main,
  OTPAuthenticate,
  OTPConfirmation,
  PasskeyConfirmation,
  PasskeyRegistrationStart,
  PasskeyRegistrationSuccess,
  PasswordBreached,
  PasswordConfirmation,
  PasswordCreateOrLogin,
  PasswordDedupe,
  PasswordForgot,
  PasswordResetForm,
  PasswordSetNew,
  TOTPAuthenticate,
  TOTPEnroll,
  TOTPRecover,
  TOTPRecoveryCodes,
} from './screens';
// Embedding helpers shared with `gatehouse/elements`: the React entry points honour `enableShadowDOM` too.
export { LightDomSlot, useEmbedding } from './react';
export type { Embedding, LightDomSlotProps } from './react';
export { setShadowStylesheet, WIDGET_ERROR, WIDGET_EVENT } from './embedding';
export type { WidgetDomEvents } from './embedding';
export { clientServices, configError, FlowController, initialState, reduce, SCREEN_NAMES } from './flow';
export type {
  ActionName,
  EmailMagicLinksOptions,
  FlowCallbacks,
  FlowError,
  FlowEvent,
  FlowMode,
  FlowServices,
  FlowState,
  Message,
  OAuthOptions,
  OAuthProviderConfig,
  OneTapPosition,
  OTPOptions,
  PasswordOptions,
  Product,
  ScreenName,
  ScreenStateOf,
  SessionOptions,
  StateOf,
  TOTPEnrollment,
  TOTPOptions,
  WidgetConfig,
  WidgetEvent,
  WidgetEventType,
} from './flow';
export { MessagesProvider, defaultMessages, formatMessage, formatMessageParts, resolveMessages, useMessages } from './i18n';
export type { MessageKey, MessageOverrides, MessageParams, Messages, MessagesProviderProps, Translate } from './i18n';
export { ThemeProvider, themeToCssVars, useThemeOverride, vars } from './theme';
export type { BaseTheme, ButtonTheme, DeepPartial, Theme, ThemeOverride, ThemeProviderProps } from './theme';
export * from './primitives';
// The API's lists and types the primitives' props use; the lists themselves ship with `gatehouse/client`.
export type { CryptoWalletType, LudsRequirements, OAuthProvider, OTPMethod, StrengthCheckResult, StrengthPolicy, WalletType } from './wire';
