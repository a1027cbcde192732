/**
 * The one way to turn a catalogue key, or a message the flow says, into text (issue 36): `t('main.header')`,
 * `t('otp.sentTo', { destination })`, `t(message)`.
 *
 * English comes in parts (issue 27: lighter up front, ./messages.ts and ./english/), and each part travels
 * with the code that shows it: a module that shows a later screen's text passes that screen's English to the
 * hook (`useText(passcodeEntryText)`, or a record joining its parts), so importing it puts the text in the
 * module's own chunk (issue 36), and its `t` takes those keys as well. Without it `t` takes the keys whose
 * English is up front: a screen or a primitive that needs a later key it did not bring, or a misspelt key,
 * fails the type check rather than showing a key. Every other locale is complete in its own module, and the
 * host's `strings` sit over both, so the English passed in is only the last resort.
 */
import { useCallback } from 'react';
import type { APIErrorType } from '../wire/index.js';
import { formatDuration, formatMessage, type MessageParams } from './format.js';
import type { MainMessageKey, MessageKey, UIMessageKey } from './messages.js';
import { useActiveMessages } from './context.js';

/**
 * A message to show: a catalogue key with its parameters, or text that came from the server (a provider API
 * error, with its `error_type` and a rate limit's wait) — what the flow puts in a toast or under a field.
 */
export type ShownMessage<K extends MessageKey = MainMessageKey> =
  { key: K; params?: MessageParams } | { text: string; errorType?: APIErrorType; retryAfter?: number };

/** Turns a key (with its parameters) or a {@link ShownMessage} into text in the active locale. */
export interface Translate<K extends MessageKey = MainMessageKey> {
  (key: K, params?: MessageParams): string;
  (message: ShownMessage<K>): string;
}

/**
 * Reads text from the active catalogue (the locale's, under the host's overrides), formatted for its locale
 * (plurals, numbers), then from `english`, the English a later part brings with it.
 *
 * A provider API error shows the locale's (or the host's) `apiError.<error_type>` when it has one, else the
 * server's text as it came — English has none of its own, so it shows the server's `error_message` as spec
 * §8 says. A rate limit with a known wait says it in the language's `error.tooManyRequests`.
 */
export function useText<E extends UIMessageKey = never>(english?: { readonly [K in E]: string }): Translate<MainMessageKey | E> {
  const { messages, intl, fromEnglish } = useActiveMessages();
  return useCallback(
    (what: MainMessageKey | E | ShownMessage<MainMessageKey | E>, params?: MessageParams): string => {
      // A key is in the active catalogue or, by the type of `t`, in the English the caller brought; one that
      // is in neither (only a cast gets there) shows as written, to be noticed in review.
      const text = (key: MessageKey) => {
        const brought = (english as Partial<Record<MessageKey, string>> | undefined)?.[key];
        return messages[key] ?? (brought === undefined ? key : fromEnglish ? fromEnglish(brought) : brought);
      };
      if (typeof what === 'string') return formatMessage(text(what), params, intl);
      if ('key' in what) return formatMessage(text(what.key), what.params, intl);
      const translated = what.errorType ? (messages as Record<string, string | undefined>)[`apiError.${what.errorType}`] : undefined;
      if (translated === undefined) return what.text;
      // The server's text names the wait ('Try again in 593 seconds'); the catalogue's text of the type does
      // not, so a language that translates it says the wait in its own words (issue 24; minutes and seconds, issue 40).
      if (what.errorType === 'too_many_requests' && what.retryAfter !== undefined) {
        return formatMessage(messages['error.tooManyRequests'], { wait: formatDuration(what.retryAfter, intl) }, intl);
      }
      return translated;
    },
    [messages, intl, fromEnglish, english],
  );
}
