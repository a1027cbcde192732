import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
  locale?: string;
  children?: ReactNode;
}

/**
 * Provides the locale's catalogue, with the host's overrides on top, to everything below. A locale other
 * than English loads its own chunk first: until it has arrived (a preloaded one is there at once, see
 * `preloadLocale`) the children wait unrendered rather than flash English (issue 24). A chunk that fails to
 * load leaves English.
 */
export function MessagesProvider({ messages: overrides, locale: requested, children }: MessagesProviderProps) {
  const preferred = useMemo(() => (requested ? [requested] : pageLanguages()), [requested]);
  // English at once when the first tag asked for is English; any other list is resolved with its chunk (issue 40).
  const catalogue = speaksEnglish(preferred) ? null : loadedLocale(preferred);
  // Set when a list's chunk settles, to read the cache again.
  const [settled, setSettled] = useState<readonly string[] | null>(null);
  const waiting = catalogue === undefined && settled !== preferred;
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
  return <MessagesContext.Provider value={active}>{waiting ? null : children}</MessagesContext.Provider>;
}
