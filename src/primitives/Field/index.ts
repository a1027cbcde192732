export { Field } from './Field';
export type { FieldProps } from './Field';
export { useFieldIds } from './useFieldIds';
export type { FieldIds, FieldIdsOptions } from './useFieldIds';
