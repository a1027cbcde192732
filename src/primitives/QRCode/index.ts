export { QRCode } from './QRCode.js';
export type { QRCodeProps } from './QRCode.js';
