export { BrandMark } from './BrandMark';
export type { BrandMarkName, BrandMarkProps } from './BrandMark';
