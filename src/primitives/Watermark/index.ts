export { Watermark } from './Watermark';
export type { WatermarkProps } from './Watermark';
