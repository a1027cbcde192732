export { ScreenSkeleton } from './ScreenSkeleton.js';
