export { ScreenLayout } from './ScreenLayout';
export type { ScreenLayoutProps } from './ScreenLayout';
