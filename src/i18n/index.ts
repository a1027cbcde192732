export { defaultMessages, resolveMessages } from './messages.js';
export type { APIErrorKey, LocaleMessages, MessageKey, MessageOverrides, Messages, UIMessageKey } from './messages.js';
export { formatMessage, formatMessageParts, type MessageParams } from './format.js';
export { LOCALES, preloadLocale, resolveLocale, type Locale } from './locales.js';
export { MessagesProvider, useActiveMessages, useMessages, type ActiveMessages, type Translate } from './MessagesProvider.js';
