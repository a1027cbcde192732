export { Text } from './Text.js';
export type { TextProps } from './Text.js';
export { Message, Token } from './Token.js';
export type { MessageProps, TokenProps } from './Token.js';
