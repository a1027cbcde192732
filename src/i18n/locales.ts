/**
 * Which locale a page shows, and its module, loaded (issues 24 and 40).
 *
 * English is the catalogue itself: ./messages.ts in the up-front chunk, ./later.ts with the later screens
 * (issue 27). Every other locale is a module of its own, loaded with a dynamic `import()` of its own file, so any
 * bundler splits it into a chunk that a page downloads only when it shows that language. Up front there is only
 * what tells English apart: a page whose first preferred tag is English shows it at once, with nothing to load.
 * Any other list of tags is resolved by the loaders' chunk (./loaders.ts: the tags we ship, the fallbacks by
 * region, a loader per locale, ./choose.ts), fetched first, then the locale's chunk (issue 40: with 32 languages
 * their table and tags would have weighed on every English page). A page in a language we do not ship fetches
 * that small chunk too, to learn that it shows English.
 */
import type { Locale } from './choose.js';
import type { LoadedLocale } from './loaders.js';

/** The languages the page and the browser ask for, best first: the host page's `<html lang>`, then the user's. */
export function pageLanguages(): string[] {
  // Where there is a document there is a navigator (a browser, jsdom); on a server there is neither.
  return typeof document === 'undefined' ? [] : [document.documentElement.lang, ...navigator.languages];
}

/** Whether a list of preferred tags shows English with nothing to load: its first tag is English (not a pseudo-locale), or there is none. */
export function speaksEnglish(preferred: readonly (string | null | undefined)[]): boolean {
  const first = preferred.find(Boolean)?.toLowerCase();
  return !first || (/^en(?![a-z])/.test(first) && !/^en.x[ab]$/.test(first));
}

const keyOf = (preferred: readonly (string | null | undefined)[]) => preferred.join().toLowerCase();
const settled = new Map<string, LoadedLocale | null>();
const pending = new Map<string, Promise<LoadedLocale | null>>();

/**
 * What a list of preferred tags resolved to, once loaded: a locale's catalogue, `null` for English (a language
 * we do not ship), `undefined` while not known. A locale is known by its own tag too (`preloadLocale('es-MX')`,
 * then `es-419`).
 */
export const loadedLocale = (preferred: readonly (string | null | undefined)[]): LoadedLocale | null | undefined =>
  settled.get(keyOf(preferred));

/**
 * Resolves a list of preferred tags and loads its locale's module, once (`null` for English, which has none). A
 * failed load (offline, a missing chunk) resolves to `null`, is not kept and may be tried again: the widget then
 * shows English rather than nothing.
 */
export function loadLocale(preferred: readonly (string | null | undefined)[]): Promise<LoadedLocale | null> {
  const key = keyOf(preferred);
  let loading = pending.get(key);
  if (!loading) {
    loading = (speaksEnglish(preferred) ? Promise.resolve(null) : import('./loaders.js').then((loaders) => loaders.load(preferred))).then(
      (entry) => (settled.set(key, entry), entry && settled.set(entry.locale.toLowerCase(), entry), entry),
      () => (pending.delete(key), null),
    );
    pending.set(key, loading);
  }
  return loading;
}

/**
 * Starts downloading a locale's chunk before the widget renders, so it paints in that language at once
 * (issue 24: no flash of English). Takes any tag the widget's `locale` prop takes and resolves it the same
 * way; resolves to the locale once it is ready to render. Calling it again is free.
 */
export const preloadLocale = (tag: string): Promise<Locale> => loadLocale([tag]).then((entry) => entry?.locale ?? 'en');
