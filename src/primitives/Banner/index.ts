export { Banner } from './Banner';
export type { BannerProps } from './Banner';
export { DEFAULT_LINK_HOSTS, linkify } from './linkify';
export type { TextSegment } from './linkify';
