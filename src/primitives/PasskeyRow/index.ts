export { PasskeyRow } from './PasskeyRow.js';
export type { PasskeyRowProps } from './PasskeyRow.js';
