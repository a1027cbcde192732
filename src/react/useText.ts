import { useCallback } from 'react';
import { useMessages } from '../i18n/index.js';
import type { Message } from '../flow/state.js';

/** Turns a flow {@link Message} into text: catalogue keys through the active strings, server text as it came. */
export function useText(): (message: Message) => string {
  const t = useMessages();
  return useCallback((message: Message) => ('key' in message ? t(message.key, message.params) : message.text), [t]);
}
