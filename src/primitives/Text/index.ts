export { Text } from './Text.js';
export type { TextProps } from './Text.js';
export { Message, Token } from './Token.js';
export type { TokenProps } from './Token.js';
