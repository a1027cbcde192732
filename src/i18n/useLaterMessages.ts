/**
 * How a later screen reads its text (issue 27): the active catalogue first, then the later screens' English
 * (./later.ts), which importing this brings along — in the screen's chunk, not the up-front one.
 */
import { useCallback } from 'react';
import { formatMessage, type MessageParams } from './format.js';
import { laterMessages } from './later.js';
import type { LaterMessageKey, UIMessageKey } from './messages.js';
import { useActiveMessages } from './MessagesProvider.js';

/** The translate function of a later screen: any key of the widget's text. */
export type LaterTranslate = (key: UIMessageKey, params?: MessageParams) => string;

/**
 * Reads a later screen's text: the active catalogue's (the locale's, the host's overrides) first, then this
 * file's English.
 */
export function useLaterMessages(): LaterTranslate {
  const { messages, locale } = useActiveMessages();
  return useCallback(
    (key, params) => formatMessage(messages[key] ?? laterMessages[key as LaterMessageKey], params, locale),
    [messages, locale],
  );
}
