export { StrengthMeter, strengthSegments } from './StrengthMeter';
export type { StrengthMeterProps } from './StrengthMeter';
