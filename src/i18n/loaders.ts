/**
 * How each locale's module is loaded (issue 24), in a chunk of its own that a page fetches only when its first
 * preferred tag is not English (issue 40: with 32 languages, this table and the tags up front would have cost
 * every English page's `Login` ~0.7 KB gzip); it resolves the page's tags (./choose.ts) there. Each locale is a module of its own, loaded with a
 * dynamic `import()` of its own file, so any bundler (Vite, webpack, Turbopack, esbuild) splits it into a chunk.
 */
import { directionOf, resolveLocale, type Locale } from './choose.js';
import { defaultMessages, type LocaleMessages, type Messages } from './messages.js';

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
// A regional variant (es-419, pt-PT) imports its base's module and overrides what differs: its chunk is small
// and brings the base's chunk with it.
const loaders = {
  es: () => import('./locales/es.js'),
  'es-419': () => import('./locales/es-419.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  'pt-PT': () => import('./locales/pt-PT.js'),
  nl: () => import('./locales/nl.js'),
  ja: () => import('./locales/ja.js'),
  'zh-Hans': () => import('./locales/zh-Hans.js'),
  'zh-Hant': () => import('./locales/zh-Hant.js'),
  ko: () => import('./locales/ko.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  pl: () => import('./locales/pl.js'),
  tr: () => import('./locales/tr.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  cs: () => import('./locales/cs.js'),
  sk: () => import('./locales/sk.js'),
  sv: () => import('./locales/sv.js'),
  da: () => import('./locales/da.js'),
  nb: () => import('./locales/nb.js'),
  fi: () => import('./locales/fi.js'),
  el: () => import('./locales/el.js'),
  ro: () => import('./locales/ro.js'),
  hu: () => import('./locales/hu.js'),
  id: () => import('./locales/id.js'),
  vi: () => import('./locales/vi.js'),
  th: () => import('./locales/th.js'),
  hi: () => import('./locales/hi.js'),
  fa: () => import('./locales/fa.js'),
  ms: () => import('./locales/ms.js'),
  // Computed from English as it loads; the later screens' English, which comes with each screen, is rewritten
  // as it is shown (issue 36): en-XA accented and longer, en-XB right to left (issue 40).
  'en-XA': computed(() => import('./locales/en-XA.js')),
  'en-XB': computed(() => import('./locales/en-XB.js')),
} satisfies Record<Exclude<Locale, 'en'>, () => LocaleModule>;

/**
 * A locale as loaded: which one, its direction, its catalogue and, for a locale that leaves the later screens'
 * text to the English they bring, how it writes that text (see `ActiveMessages.fromEnglish`).
 */
export interface LoadedLocale {
  locale: Exclude<Locale, 'en'>;
  dir: 'ltr' | 'rtl';
  messages: Messages;
  fromEnglish?: ((english: string) => string) | undefined;
  /** The tag Intl formats with, where it must say more than the locale's (Arabic's digits: docs/Languages.mdx). */
  intl?: string | undefined;
}

/** The locale of a list of preferred tags, loaded; `null` when it is English (./locales.ts `loadLocale` keeps what it loaded). */
export async function load(preferred: readonly (string | null | undefined)[]): Promise<LoadedLocale | null> {
  const locale = resolveLocale(preferred);
  if (locale === 'en') return null;
  const { default: messages, fromEnglish, intl } = await (loaders[locale]() as LocaleModule);
  return { locale, dir: directionOf(locale), messages, fromEnglish, intl };
}
