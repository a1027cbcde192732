export { ScreenSkeleton } from './ScreenSkeleton.js';
export type { ScreenSkeletonProps } from './ScreenSkeleton.js';
