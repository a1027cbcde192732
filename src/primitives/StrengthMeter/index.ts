export { StrengthMeter } from './StrengthMeter.js';
export type { StrengthMeterProps } from './StrengthMeter.js';
