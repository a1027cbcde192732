import { useCallback } from 'react';
import { useActiveMessages, useMessages } from '../i18n/index.js';
import type { Message } from '../flow/state.js';

/**
 * Turns a flow {@link Message} into text: catalogue keys through the active strings; a provider API error
 * through the locale's (or the host's) `apiError.<error_type>` when it has one, else the server's text as it
 * came — English has none of its own, so it shows the server's `error_message` as spec §8 says. A rate limit
 * with a known wait says it in the language's `error.tooManyRequests`.
 */
export function useText(): (message: Message) => string {
  const t = useMessages();
  const { messages } = useActiveMessages();
  return useCallback(
    (message: Message) => {
      if ('key' in message) return t(message.key, message.params);
      const translated = message.errorType ? (messages as Record<string, string | undefined>)[`apiError.${message.errorType}`] : undefined;
      if (translated === undefined) return message.text;
      // The server's text names the wait ('Try again in 593 seconds'); the catalogue's text of the type does
      // not, so a language that translates it says the wait with its own plural (issue 24).
      if (message.errorType === 'too_many_requests' && message.retryAfter !== undefined) {
        return t('error.tooManyRequests', { seconds: message.retryAfter });
      }
      return translated;
    },
    [t, messages],
  );
}
