/**
 * The flow controller (house style "Screens and the flow"): state, events, the pure reducer, the controller
 * and the services seam. No rendering here.
 */
export { FlowController } from './controller';
export type { FlowCallbacks, FlowControllerOptions } from './controller';
export { configError, formTabs, PRODUCTS } from './config';
export type {
  ConfigErrorKey,
  EmailForm,
  EmailMagicLinksOptions,
  FormTab,
  OAuthOptions,
  OAuthProviderConfig,
  OneTapPosition,
  OTPMethod,
  OTPOptions,
  PasswordOptions,
  Product,
  SessionOptions,
  TOTPEnrollment,
  TOTPOptions,
  WidgetConfig,
} from './config';
export { toFlowError } from './errors';
export type { FlowError } from './errors';
export { createReducer, reduce } from './reduce';
export { clientServices } from './services';
export type { CoreServices, FlowServices } from './services';
export { baseOf, initialFormState, initialState, SCREEN_NAMES, screenStateOf, START_SCREEN } from './state';
export type {
  AutofillState,
  DetectedWallet,
  FieldName,
  FlowBase,
  FlowBootstrap,
  FlowEnvironment,
  FlowMode,
  FlowState,
  FormState,
  InitialStateOptions,
  Message,
  Notice,
  OneTapState,
  PasscodeEntry,
  PasswordUserType,
  Pending,
  ScreenName,
  ScreenState,
  ScreenStateOf,
  SignedInScreen,
  StateOf,
  StrengthState,
  TOTPEnrolment,
  WalletOption,
} from './state';
export type {
  ActionName,
  Actions,
  Command,
  CoreEvent,
  FlowEvent,
  MainEvent,
  ReduceContext,
  Step,
  WidgetEvent,
  WidgetEventType,
} from './types';
export { buttonGroup, mainLayout, otherWallets, passkeyAutofill } from './main';
export type { MainSection } from './main';
