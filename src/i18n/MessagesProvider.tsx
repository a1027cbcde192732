import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MessagesContext, type ActiveMessages } from './context.js';
import { loadedLocale, loadLocale, pageLanguages, speaksEnglish } from './locales.js';
import { defaultMessages, overridesFor, resolveMessages, type MessageOverrides } from './messages.js';

export interface MessagesProviderProps {
  /**
   * A partial catalogue over the locale's, for every locale, and per locale under its tag
   * (`{ fr: { 'main.header': … } }`); keys left out use the locale's text.
   */
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
  // Keyed by the tags' text, so a list given inline (a new array each render) is one list.
  const tags = (requested ? [requested].flat() : hydrating ? [] : pageLanguages()).join();
  const preferred = useMemo(() => tags.split(','), [tags]);
  // English at once when the first tag asked for is English; any other list is resolved with its chunk (issue 40).
  let catalogue = speaksEnglish(preferred) ? null : loadedLocale(preferred);
  if (hydrating && catalogue === undefined) catalogue = use(loadLocale(preferred));
  // Set when a list's chunk settles, to read the cache again.
  const [settled, setSettled] = useState<readonly string[] | null>(null);
  const waiting = catalogue === undefined && settled !== preferred;
  // Rendered by the server: what it showed stays up while a language the browser asks for loads (no flash of nothing).
  const [fromServer] = useState(hydrating);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void loadLocale(preferred).then(() => live && setSettled(preferred));
    return () => {
      live = false;
    };
  }, [preferred, waiting]);
  const active = useMemo<ActiveMessages>(() => {
    // A language we do not ship, or a locale that failed to load, shows English (and says so in `lang`).
    const shown = catalogue?.locale ?? 'en';
    return {
      messages: resolveMessages(overridesFor(overrides, shown), catalogue?.messages ?? defaultMessages),
      locale: shown,
      intl: catalogue?.intl ?? shown,
      dir: catalogue?.dir ?? 'ltr',
      provided: true,
      fromEnglish: catalogue?.fromEnglish,
    };
  }, [overrides, catalogue]);
  return <MessagesContext.Provider value={active}>{waiting && !fromServer ? null : children}</MessagesContext.Provider>;
}
