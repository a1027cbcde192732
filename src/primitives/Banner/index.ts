export { Banner } from './Banner.js';
export type { BannerProps } from './Banner.js';
