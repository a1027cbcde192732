export { ToastProvider, useToast } from './Toast.js';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast.js';
