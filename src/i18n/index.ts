export { defaultMessages, overridesFor, resolveMessages } from './messages.js';
export type { LocaleMessages, LocaleOverrides, MainMessageKey, MessageKey, MessageOverrides, Messages } from './messages.js';
export { formatDuration, formatMessageParts, type MessageParams } from './format.js';
export { LOCALES, type Locale } from './choose.js';
export { preloadLocale } from './locales.js';
export { MessagesProvider } from './MessagesProvider.js';
export { useActiveMessages } from './context.js';
export { useText, type Translate } from './useText.js';
