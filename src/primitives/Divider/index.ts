export { Divider } from './Divider.js';
export type { DividerProps } from './Divider.js';
