import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MessagesContext, type ActiveMessages } from './context.js';
import { directionOf, loadedLocale, loadLocale, pageLanguages, resolveLocale, type Locale } from './locales.js';
import { defaultMessages, resolveMessages, type MessageOverrides } from './messages.js';

export interface MessagesProviderProps {
  /** A partial catalogue over the locale's; keys left out use the locale's text. */
  messages?: MessageOverrides;
  /**
   * The language to show, as a BCP 47 tag (`'fr'`, `'pt-PT'`, `'zh-CN'`): the nearest one the widget ships,
   * else English.
   * @default the page's `<html lang>`, then the browser's `navigator.languages`, then `'en'`
   */
  locale?: string | readonly string[];
  /**
   * True on the server and while hydrating (issue 38): only `locale` counts then, as the page's languages are
   * the browser's, and a locale's chunk is waited for by suspending (a streaming server render sends its text;
   * hydration waits for the chunk), so the server's markup and the browser's first render agree.
   */
  hydrating?: boolean;
  children?: ReactNode;
}

/**
 * Provides the locale's catalogue, with the host's overrides on top, to everything below. A locale other
 * than English loads its own chunk first: until it has arrived (a preloaded one is there at once, see
 * `preloadLocale`) the children wait unrendered rather than flash English (issue 24). A chunk that fails to
 * load leaves English. On the server and while hydrating it suspends instead (see `hydrating`): the caller
 * puts a `Suspense` boundary above it. `renderToString` does not wait: `await preloadLocale(tag)` before it.
 */
export function MessagesProvider({ messages: overrides, locale: requested, hydrating = false, children }: MessagesProviderProps) {
  // Not memoized: a few tags against a dozen locales, and the answer is a string (the memo below holds).
  const locale = resolveLocale(requested ? [requested].flat() : hydrating ? [] : pageLanguages());
  // Bumped when a chunk settles, to read the cache again.
  const [settled, setSettled] = useState<Locale | null>(null);
  let catalogue = loadedLocale(locale);
  if (hydrating && locale !== 'en' && !catalogue) catalogue = use(loadLocale(locale)) ?? undefined;
  const waiting = locale !== 'en' && !catalogue && settled !== locale;
  // Rendered by the server: what it showed stays up while a language the browser asks for loads (no flash of nothing).
  const [fromServer] = useState(hydrating);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void loadLocale(locale).then(() => live && setSettled(locale));
    return () => {
      live = false;
    };
  }, [locale, waiting]);
  const active = useMemo<ActiveMessages>(() => {
    // A locale that failed to load shows English (and says so in `lang`, for screen readers).
    const shown = catalogue ? locale : 'en';
    return {
      messages: resolveMessages(overrides, catalogue?.messages ?? defaultMessages),
      locale: shown,
      dir: directionOf(shown),
      provided: true,
      fromEnglish: catalogue?.fromEnglish,
    };
  }, [overrides, catalogue, locale]);
  return <MessagesContext.Provider value={active}>{waiting && !fromServer ? null : children}</MessagesContext.Provider>;
}
