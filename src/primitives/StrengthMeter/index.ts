export { StrengthMeter, strengthSummary } from './StrengthMeter.js';
export type { StrengthMeterProps } from './StrengthMeter.js';
