/**
 * The languages the widget speaks, how one is chosen, and how its module is loaded (issues 24 and 40).
 *
 * English is the catalogue itself: ./messages.ts in the up-front chunk, ./later.ts with the later screens
 * (issue 27). Every other locale is a module of its own, loaded with a dynamic `import()` of its own file
 * (./loaders.ts), so any bundler splits it into a chunk that a page downloads only when it shows that
 * language. Up front there is only the list of tags: the table of loaders is itself a small chunk, fetched
 * with the first language other than English (issue 40: 32 languages' loaders would weigh on every English page).
 */
import type { LoadedLocale } from './loaders.js';

/** The locales named by their language alone, English first: a tag of that language falls back to it (`fr-CA` → `fr`). */
const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'ja',
  'ko',
  'ar',
  'he',
  'pl',
  'tr',
  'ru',
  'uk',
  'cs',
  'sk',
  'sv',
  'da',
  'nb',
  'fi',
  'el',
  'ro',
  'hu',
  'id',
  'vi',
  'th',
  'hi',
  'fa',
  'ms',
] as const;

/**
 * The other locales, by the start of the tags they take (a tag's language, then its script or region): the
 * pseudo-locale by its own tag; Spanish of any region but Spain, Equatorial Guinea and the Philippines as in
 * Latin America (`es-419`, `es-MX`, `es-AR`, `es-US`: CLDR's children of es-419); Portuguese of any region but
 * Brazil as in Portugal (`pt-PT`, `pt-AO`, `pt-MZ`: CLDR's children of pt-PT), bare `pt` as in Brazil; Chinese in
 * traditional characters where the tag says so (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`), else simplified (`zh`,
 * `zh-CN`, `zh-SG`); Hebrew's and Indonesian's old codes `iw` and `in`; Norwegian `no` and Nynorsk `nn` as
 * Bokmål, which every Norwegian reads and which is what Nynorsk users' browsers fall back to (issue 40).
 */
const FALLBACKS = [
  [/^en-xa$/, 'en-XA'],
  [/^es-(?!es|ea|ic|gq|ph)/, 'es-419'],
  [/^pt-(?!br)/, 'pt-PT'],
  [/^pt\b/, 'pt-BR'],
  [/^zh-(hant|tw|hk|mo)/, 'zh-Hant'],
  [/^zh\b/, 'zh-Hans'],
  [/^iw\b/, 'he'],
  [/^in\b/, 'id'],
  [/^n[on]\b/, 'nb'],
] as const;

/** A locale the widget ships. */
export type Locale = (typeof LANGUAGES)[number] | (typeof FALLBACKS)[number][1];

/**
 * Every locale the widget ships, by BCP 47 tag: English, 31 translations (two of them regional variants that
 * override their base: `es-419` over `es`, `pt-PT` over `pt-BR`), and `en-XA`, a pseudo-locale (English accented
 * and lengthened, generated from the catalogue) for checking layouts. ./loaders.ts has a loader for each (its
 * type fails on one missing or extra). Not used up front: choosing a locale reads the two lists above.
 */
export const LOCALES: readonly Locale[] = [...new Set([...LANGUAGES, ...FALLBACKS.map(([, locale]) => locale)])];

/**
 * The locale to show for a list of preferred language tags, best first (a `locale` prop, then `<html lang>`,
 * then `navigator.languages`): the first tag that is one of ours (in any case) or falls back to one, else
 * English.
 */
export function resolveLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const lower = tag?.toLowerCase().replace(/_/g, '-') ?? '';
    const found = FALLBACKS.find(([start]) => start.test(lower))?.[1] ?? LANGUAGES.find((language) => language === lower.split('-')[0]);
    if (found) return found;
  }
  return 'en';
}

/** The languages the page and the browser ask for, best first: the host page's `<html lang>`, then the user's. */
export function pageLanguages(): string[] {
  // Where there is a document there is a navigator (a browser, jsdom); on a server there is neither.
  return typeof document === 'undefined' ? [] : [document.documentElement.lang, ...navigator.languages];
}

/** Right-to-left scripts among our locales (Arabic, Hebrew, Persian). */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (/^(ar|he|fa)$/.test(locale) ? 'rtl' : 'ltr');

const loaded = new Map<Locale, LoadedLocale>();
const loading = new Map<Locale, Promise<LoadedLocale | null>>();

/** A locale's catalogue if it is already here (English's is the up-front one, so not here), else `undefined`. */
export const loadedLocale = (locale: Locale): LoadedLocale | undefined => loaded.get(locale);

/**
 * Loads a locale's module once (`null` for English, which has none). A failed load (offline, a missing
 * chunk) resolves to `null` and may be tried again: the widget then shows English rather than nothing.
 */
export function loadLocale(locale: Locale): Promise<LoadedLocale | null> {
  let pending = loading.get(locale);
  if (!pending) {
    pending =
      locale === 'en'
        ? Promise.resolve(null)
        : import('./loaders.js')
            .then((loaders) => loaders.load(locale))
            .then(
              (entry) => (loaded.set(locale, entry), entry),
              () => (loading.delete(locale), null),
            );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Starts downloading a locale's chunk before the widget renders, so it paints in that language at once
 * (issue 24: no flash of English). Takes any tag the widget's `locale` prop takes and resolves it the same
 * way; resolves once the locale is ready to render. Calling it again is free.
 */
export async function preloadLocale(tag: string): Promise<Locale> {
  const locale = resolveLocale([tag]);
  await loadLocale(locale);
  return locale;
}
