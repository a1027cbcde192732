export { BRAND_MARK_NAMES, BrandMark, preloadBrandMarks } from './BrandMark.js';
export type { BrandMarkName } from './BrandMark.js';
