export { Watermark } from './Watermark.js';
export type { WatermarkProps } from './Watermark.js';
