export { Countdown, formatCountdown } from './Countdown';
export type { CountdownProps } from './Countdown';
