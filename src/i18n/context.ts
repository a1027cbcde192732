/**
 * The active catalogue as every text reader sees it (`useText`, `useActiveMessages`): the context alone, apart
 * from the provider that chooses and loads a locale (`MessagesProvider`). The screens, which the lazy chunks
 * share, read only this; the locale table and its loaders stay with the provider in the code that mounts the
 * widget, not in the chunk every lazy screen shares (the bundler then keeps fewer names across chunks).
 */
import { createContext, useContext } from 'react';
import type { Locale } from './choose.js';
import { defaultMessages, type Messages } from './messages.js';

/** The catalogue in use and the locale it speaks. */
export interface ActiveMessages {
  messages: Messages;
  locale: Locale;
  /**
   * The tag numbers, plurals and durations are formatted with: the locale, with its numbering system where
   * browsers disagree on it (`ar-u-nu-latn`, issue 40; docs/Languages.mdx).
   */
  intl: string;
  /** The locale's direction of text (Arabic and Hebrew: right to left). */
  dir: 'ltr' | 'rtl';
  /** Whether a provider chose the locale (false: no provider above, English by default). */
  provided: boolean;
  /**
   * How the locale writes a later screen's text that its catalogue leaves to the English the screen brings:
   * the pseudo-locale accents it there, so its chunk need not carry every screen's English (issue 36).
   */
  fromEnglish?: (english: string) => string;
}

export const MessagesContext = createContext<ActiveMessages>({
  messages: defaultMessages,
  locale: 'en',
  intl: 'en',
  dir: 'ltr',
  provided: false,
});

/** The active catalogue, its locale and direction (for what is not text: `lang`/`dir`, Intl); text comes from `useText`. */
export function useActiveMessages(): ActiveMessages {
  return useContext(MessagesContext);
}
