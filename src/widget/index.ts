/** The React entry points and the composition API. */
export { CurrentScreen } from './CurrentScreen.js';
export type { CurrentScreenProps, ScreenOverrides, ScreenSlotProps } from './CurrentScreen.js';
export { FlowProvider } from './FlowProvider.js';
export type { FlowProviderProps, WidgetProps } from './FlowProvider.js';
export { Login, PasskeyRegistration, ResetPassword } from './entryPoints.js';
export type { LoginProps, PasskeyRegistrationProps, ResetPasswordProps } from './entryPoints.js';
