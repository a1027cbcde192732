export { BRAND_MARK_NAMES, BrandMark, preloadBrandMarks } from './BrandMark';
export type { BrandMarkName } from './BrandMark';
