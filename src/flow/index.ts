/**
 * The flow controller (house style "Screens and the flow"): state, events, the pure reducer, the controller
 * and the services seam, with each sign-in method's part in its own folder under `products/`. No rendering
 * here.
 */
export { FlowController } from './controller';
export type { FlowCallbacks } from './controller';
export { configError, formTabs } from './config';
export type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OAuthProviderConfig,
  OneTapPosition,
  OTPMethod,
  OTPOptions,
  PasswordOptions,
  SessionOptions,
  TOTPEnrollment,
  TOTPOptions,
  WidgetConfig,
} from './config';
export type { FlowError } from './errors';
export { buttonGroup, mainLayout } from './main';
export type { Product } from './product';
export { reduce } from './reduce';
export { SCREEN_NAMES } from './screens';
export { clientServices } from './services';
export type { FlowServices } from './services';
export { initialFormState, initialState } from './state';
export type {
  DetectedWallet,
  FlowBootstrap,
  FlowMode,
  FlowState,
  Message,
  PasswordUserType,
  Pending,
  ScreenName,
  ScreenStateOf,
  StateOf,
} from './state';
export type { ActionName, Command, FlowEvent, WidgetEvent, WidgetEventType } from './types';
