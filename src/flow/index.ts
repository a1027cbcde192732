/**
 * The flow controller (house style "Screens and the flow"): state, events, the pure reducer, the controller
 * and the services seam, with each sign-in method's part in its own folder under `products/`. No rendering
 * here.
 */
export { FlowController } from './controller.js';
export type { FlowCallbacks } from './controller.js';
export { configError, formTabs, otpMethodsOf, productsOf } from './config.js';
export type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OAuthProviderConfig,
  OneTapPosition,
  OTPMethod,
  OTPOptions,
  PasskeyOptions,
  PasswordOptions,
  SessionOptions,
  TOTPEnrollment,
  TOTPOptions,
  WidgetConfig,
} from './config.js';
export type { FlowError } from './errors.js';
export { buttonGroup, mainLayout } from './main.js';
export type { Product } from './product.js';
export { reduce } from './reduce.js';
export { SCREEN_NAMES } from './screens.js';
export { loadTables } from './tables.js';
export type { FlowServices } from './services.js';
export { initialFormState, initialState } from './base.js';
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
} from './state.js';
export type { ActionName, Command, FlowEvent, WidgetEvent, WidgetEventData, WidgetEventType } from './types.js';
