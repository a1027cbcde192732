export { StrengthMeter, strengthSegments } from './StrengthMeter';
export type { LudsRequirements, StrengthCheckResult, StrengthMeterProps } from './StrengthMeter';
