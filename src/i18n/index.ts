export { defaultMessages, formatMessage, formatMessageParts, resolveMessages } from './messages';
export type { MessageKey, MessageOverrides, MessageParams, Messages } from './messages';
export { MessagesProvider, useMessages } from './MessagesProvider';
export type { MessagesProviderProps, Translate } from './MessagesProvider';
