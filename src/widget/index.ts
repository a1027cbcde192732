/** The React entry points and the composition API. */
export { CurrentScreen } from './CurrentScreen';
export type { CurrentScreenProps, ScreenOverrides, ScreenSlotProps } from './CurrentScreen';
export { FlowProvider } from './FlowProvider';
export type { FlowProviderProps, WidgetProps } from './FlowProvider';
export { Login, PasskeyRegistration, ResetPassword } from './entryPoints';
export type { LoginProps, PasskeyRegistrationProps, ResetPasswordProps } from './entryPoints';
