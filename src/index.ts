/**
 * `gatehouse`: the sign-in widget (`Login`, `ResetPassword`, `PasskeyRegistration`), the app's session in
 * React (`GatehouseProvider`, `useSession`, `useUser`, `<SignedIn>`), the composition API
 * (`FlowProvider`, `useFlow`, every screen), the theme, the message catalogue and the accessible
 * primitives. Named exports only, so bundlers tree-shake what a host does not use.
 */
export { CurrentScreen, FlowProvider, Login, PasskeyRegistration, ResetPassword } from './widget/index.js';
export type {
  CurrentScreenProps,
  FlowProviderProps,
  LoginProps,
  PasskeyRegistrationProps,
  ResetPasswordProps,
  ScreenOverrides,
  ScreenSlotProps,
  WidgetProps,
} from './widget/index.js';
// The app's client and session in React.
export { GatehouseProvider, SignedIn, SignedOut, useGatehouse, useSession, useUser } from './react/index.js';
export type { GatehouseProviderProps, SignedInOutProps, UseSessionResult, UseUserResult } from './react/index.js';
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
} from './react/index.js';
export type { FlowHandle } from './react/index.js';
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
} from './screens/index.js';
// Embedding helpers shared with `gatehouse/elements`: the React entry points honour `enableShadowDOM` too.
export { LightDomSlot, useEmbedding } from './react/index.js';
export type { Embedding, LightDomSlotProps } from './react/index.js';
export { setShadowStylesheet, WIDGET_ERROR, WIDGET_EVENT } from './embedding/index.js';
export type { WidgetDomEvents } from './embedding/index.js';
export { clientServices, configError, FlowController, initialState, reduce, SCREEN_NAMES } from './flow/index.js';
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
} from './flow/index.js';
export { MessagesProvider, defaultMessages, formatMessage, formatMessageParts, resolveMessages, useMessages } from './i18n/index.js';
export type { MessageKey, MessageOverrides, MessageParams, Messages, MessagesProviderProps, Translate } from './i18n/index.js';
export { ThemeProvider, themeToCssVars, useThemeOverride, vars } from './theme/index.js';
export type { BaseTheme, ButtonTheme, DeepPartial, Theme, ThemeOverride, ThemeProviderProps } from './theme/index.js';
export * from './primitives/index.js';
// The API's lists and types the primitives' props use; the lists themselves ship with `gatehouse/client`.
export type {
  CryptoWalletType,
  LudsRequirements,
  OAuthProvider,
  OTPMethod,
  StrengthCheckResult,
  StrengthPolicy,
  WalletType,
} from './wire/index.js';
