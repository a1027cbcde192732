export { Field } from './Field';
export type { FieldProps } from './Field';
