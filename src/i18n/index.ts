export { defaultMessages, formatMessageParts, resolveMessages } from './messages.js';
export type { MessageKey, MessageOverrides, MessageParams, Messages } from './messages.js';
export { MessagesProvider, useMessages } from './MessagesProvider.js';
