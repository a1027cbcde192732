export { Field } from './Field.js';
export { useField } from './useField.js';
export type { FieldAria, FieldProps } from './useField.js';
