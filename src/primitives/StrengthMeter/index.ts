export { StrengthMeter, strengthSegments } from './StrengthMeter.js';
export type { StrengthMeterProps } from './StrengthMeter.js';
