export { Field } from './Field.js';
export { useFieldIds } from './useFieldIds.js';
