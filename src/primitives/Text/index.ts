export { Text } from './Text';
export type { TextProps } from './Text';
export { Message, Token } from './Token';
export type { MessageProps, TokenProps } from './Token';
