export { PasskeyRow } from './PasskeyRow';
export type { PasskeyRowProps } from './PasskeyRow';
