export { ScreenLayout } from './ScreenLayout.js';
export type { ScreenLayoutProps } from './ScreenLayout.js';
