export { Countdown, formatCountdown } from './Countdown.js';
export type { CountdownProps } from './Countdown.js';
