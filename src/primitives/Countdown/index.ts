export { Countdown } from './Countdown.js';
export type { CountdownProps } from './Countdown.js';
