export { TextField } from './TextField.js';
export type { TextFieldProps } from './TextField.js';
