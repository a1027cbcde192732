export { Banner } from './Banner.js';
export type { BannerProps } from './Banner.js';
export { DEFAULT_LINK_HOSTS, linkify } from './linkify.js';
export type { TextSegment } from './linkify.js';
