export { Field } from './Field';
export { useFieldIds } from './useFieldIds';
