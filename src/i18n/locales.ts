/**
 * The languages the widget speaks, how one is chosen, and how its module is loaded (issue 24).
 *
 * English is the catalogue itself: ./messages.ts in the up-front chunk, ./later.ts with the later screens
 * (issue 27). Every other locale is a module of its own, loaded with a dynamic `import()` of its own file,
 * so any bundler (Vite, webpack, Turbopack, esbuild) splits it into a chunk that a page downloads only when
 * it shows that language.
 */
import { defaultMessages, type LocaleMessages, type Messages } from './messages.js';

/**
 * A locale as loaded: its catalogue and, for a locale that leaves the later screens' text to the English they
 * bring, how it writes that text (see `ActiveMessages.fromEnglish`).
 */
interface LoadedLocale {
  messages: Messages;
  fromEnglish?: (english: string) => string;
  /** The tag Intl formats with, where it must say more than the locale's (Arabic's digits: docs/Languages.mdx). */
  intl?: string;
}

/** A translation is complete (`LocaleMessages`: a missing key fails here); a locale computed from English may leave the later screens' text to `fromEnglish`. */
type LocaleModule = Promise<
  | { default: LocaleMessages; fromEnglish?: undefined; intl?: string }
  | { default: Messages; fromEnglish: (english: string) => string; intl?: undefined }
>;

/** A pseudo-locale's loader: computed from English as it loads (given the catalogue, which is up front already). */
const computed =
  (
    load: () => Promise<{ pseudoLocale(english: typeof defaultMessages): Messages; pseudoLocalize(english: string): string }>,
  ): (() => LocaleModule) =>
  () =>
    load().then((module) => ({ default: module.pseudoLocale(defaultMessages), fromEnglish: module.pseudoLocalize }));

// One literal `import()` per locale (not a template string), so every bundler sees each file and splits it.
// The list of locales is this table's keys: a tag and its loader are one line.
const loaders = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  nl: () => import('./locales/nl.js'),
  ja: () => import('./locales/ja.js'),
  'zh-Hans': () => import('./locales/zh-Hans.js'),
  ko: () => import('./locales/ko.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  // Computed from English as it loads; the later screens' English, which comes with each screen, is rewritten
  // as it is shown (issue 36): en-XA accented and longer, en-XB right to left (issue 40).
  'en-XA': computed(() => import('./locales/en-XA.js')),
  'en-XB': computed(() => import('./locales/en-XB.js')),
} satisfies Record<string, () => LocaleModule>;

/** A locale the widget ships. */
export type Locale = 'en' | keyof typeof loaders;

/**
 * Every locale the widget ships, by BCP 47 tag: English, eleven translations, and two pseudo-locales generated
 * from the catalogue for checking layouts: `en-XA` (English accented and lengthened) and `en-XB` (English
 * forced right to left, in a right-to-left layout).
 */
export const LOCALES = ['en', ...Object.keys(loaders)] as readonly Locale[];

/**
 * A language whose region or script picks one of ours: Portuguese is written as in Brazil unless we ship
 * another, Chinese in simplified characters where the tag says so or says nothing (`zh`, `zh-CN`, `zh-SG`).
 * Traditional Chinese (`zh-TW`, `zh-HK`, `zh-Hant`) is not Simplified Chinese: it falls through to the next
 * language the user accepts, and finally English. `iw` is Hebrew's old code, still sent by some systems.
 */
function byLanguage(lowerTag: string): Locale | undefined {
  const [language, ...subtags] = lowerTag.split(/[-_]/);
  if (language === 'zh') return subtags.some((subtag) => /^(hant|tw|hk|mo)$/.test(subtag)) ? undefined : 'zh-Hans';
  if (language === 'pt') return 'pt-BR';
  if (language === 'iw') return 'he';
  return LOCALES.find((locale) => locale === language);
}

/**
 * The locale to show for a list of preferred language tags, best first (a `locale` prop, then `<html lang>`,
 * then `navigator.languages`): the first tag we ship exactly (any case), else the first whose language we
 * speak, else English.
 */
export function resolveLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const lower = tag?.toLowerCase() ?? '';
    const found = LOCALES.find((locale) => locale.toLowerCase() === lower) ?? byLanguage(lower);
    if (found) return found;
  }
  return 'en';
}

/** The languages the page and the browser ask for, best first: the host page's `<html lang>`, then the user's. */
export function pageLanguages(): string[] {
  // Where there is a document there is a navigator (a browser, jsdom); on a server there is neither.
  return typeof document === 'undefined' ? [] : [document.documentElement.lang, ...navigator.languages];
}

/** Right-to-left scripts among our locales (Arabic, Hebrew), and the bidi pseudo-locale. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (/^(ar|he|en-XB)$/.test(locale) ? 'rtl' : 'ltr');

const loaded = new Map<Locale, LoadedLocale>();
const loading = new Map<Locale, Promise<LoadedLocale | null>>();

/** A locale's catalogue if it is already here (English's is the up-front one, so not here), else `undefined`. */
export function loadedLocale(locale: Locale): LoadedLocale | undefined {
  return loaded.get(locale);
}

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
        : loaders[locale]().then(
            ({ default: messages, fromEnglish, intl }: Awaited<LocaleModule>) => {
              const entry = { messages, fromEnglish, intl };
              loaded.set(locale, entry);
              return entry;
            },
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
