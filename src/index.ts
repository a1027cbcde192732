/**
 * `gatehouse-auth`: what a host app uses — the sign-in widget (`Login`, `ResetPassword`, `PasskeyRegistration`),
 * the app's session in React (`GatehouseProvider`, `useSession`, `useUser`, `<SignedIn>`), the composition
 * API (`FlowProvider`, `CurrentScreen`, every screen, the typed hooks), the accessible primitives Main uses
 * (the others are `gatehouse-auth/kit`'s), the
 * theme, and the types of the config, the events and the strings. Named exports only, so bundlers
 * tree-shake what a host does not use.
 *
 * Nothing internal: the flow's reducer and controller, the message formatter and the primitives' helpers
 * stay reachable for the catalogue and the tests through their source modules (`src/flow`, `src/i18n`, …),
 * not through the package.
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
// The signed-in user's account page and menu button (issue 39): light components that load their chunk when
// rendered (src/account/lazy.tsx says why); the sections compose inside `AccountProvider`.
export {
  AccountCard,
  AccountProvider,
  AccountSettings,
  AuthenticatorSection,
  ConnectedSection,
  ContactsSection,
  PasskeysSection,
  PasswordSection,
  ProfileSection,
  SignOutSection,
  UserButton,
} from './account/lazy.js';
export type {
  AccountCallbacks,
  AccountEvent,
  AccountEventData,
  AccountEventType,
  AccountProviderProps,
  AccountServices,
  AccountSettingsProps,
  StepUpFactor,
  UserButtonProps,
} from './account/index.js';
// The app's client and session in React.
export { GatehouseProvider, SignedIn, SignedOut, useGatehouse, useSession, useUser } from './react/index.js';
export type { GatehouseProviderProps, SignedInOutProps, UseSessionResult, UseUserResult } from './react/index.js';
// The typed hooks screens read the flow through, for hosts composing their own (docs: Composing screens).
export { shallowEqual, useConfig, useFlow, useFlowSelector, useNow, usePending, useScreen, useSend, useText } from './react/index.js';
export type { FlowHandle } from './react/index.js';
// Main is up front with `Login`; every other screen is a light component that loads its code from the
// screen registry when the flow shows it (src/widget/screens.tsx says why).
export { Main } from './screens/Main/index.js';
export {
  CryptoConfirmation,
  CryptoConnect,
  CryptoError,
  CryptoOtherScreen,
  CryptoSetupWallet,
  CryptoSignMessage,
  EmailConfirmation,
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
} from './widget/screens.js';
// Embedding helpers shared with `gatehouse-auth/elements`: the React entry points honour `enableShadowDOM` too.
export { LightDomSlot, useEmbedding } from './react/index.js';
export type { Embedding, LightDomSlotProps } from './react/index.js';
export { setShadowStylesheet, WIDGET_ERROR, WIDGET_EVENT } from './embedding/index.js';
export type { WidgetDomEvents } from './embedding/index.js';
// The types of the config, the flow a composing host reads, and the events and errors it is told about.
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
  PasskeyOptions,
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
  WidgetEventData,
  WidgetEventType,
} from './flow/index.js';
// The strings: what the `strings` prop takes, and the languages the `locale` prop takes.
export type { LocaleMessages, LocaleOverrides, MessageKey, MessageOverrides, MessageParams, Messages } from './i18n/index.js';
export { LOCALES, preloadLocale, type Locale } from './i18n/index.js';
export { ThemeProvider, themeToCssVars, vars } from './theme/index.js';
export type {
  BaseTheme,
  ButtonTheme,
  ColorScheme,
  DeepPartial,
  Presentation,
  PresentationIcon,
  PresentationOptions,
  PresentationTheme,
  Theme,
  ThemeOverride,
  ThemeProviderProps,
} from './theme/index.js';
// The accessible building blocks Main and the widget's frame use, each with its props; the ones only later
// screens use are `gatehouse-auth/kit`'s (src/kit.ts says why), their props' types here too.
export {
  BackButton,
  Banner,
  BrandIcon,
  Button,
  Divider,
  Heading,
  Logo,
  PhoneField,
  preloadBrandMarks,
  ScreenLayout,
  SocialButton,
  Spinner,
  Tabs,
  TextField,
  WalletButton,
  Watermark,
} from './primitives/index.js';
export type {
  BackButtonProps,
  BannerProps,
  BrandGlyph,
  BrandIconProps,
  BrandMarkName,
  ButtonProps,
  CountdownProps,
  CountryCode,
  DividerProps,
  HeadingLevel,
  HeadingProps,
  LogoProps,
  OTPFieldProps,
  PasskeyRowProps,
  PhoneFieldProps,
  PhoneValueDetails,
  ProgressBarProps,
  QRCodeProps,
  ScreenLayoutProps,
  SocialButtonProps,
  SpinnerProps,
  StrengthMeterProps,
  TabItem,
  TabsProps,
  TextFieldProps,
  TextProps,
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastTone,
  TokenProps,
  WalletButtonProps,
  WalletButtonTarget,
  WatermarkProps,
} from './primitives/index.js';
// The API's lists and types the primitives' props use; the lists themselves ship with `gatehouse-auth/client`.
export type {
  CryptoWalletType,
  LudsRequirements,
  OAuthProvider,
  OTPMethod,
  StrengthCheckResult,
  StrengthPolicy,
  WalletType,
} from './wire/index.js';
