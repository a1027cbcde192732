/** The React entry points and the composition API. */
export { CurrentScreen } from './CurrentScreen';
export type { CurrentScreenProps, ScreenOverrides, ScreenSlotProps } from './CurrentScreen';
export { GatehouseProvider } from './GatehouseProvider';
export type { GatehouseProviderProps, WidgetProps } from './GatehouseProvider';
export { Login, PasskeyRegistration, ResetPassword } from './entryPoints';
export type { LoginProps, PasskeyRegistrationProps, ResetPasswordProps } from './entryPoints';
