/**
 * The languages the widget speaks and how one is chosen for a list of preferred tags (issues 24 and 40). Not up
 * front: the loaders' chunk (./loaders.ts) resolves a page's tags when the first one is not English, so a page
 * in English carries none of this (issue 40: 32 languages' tags and fallbacks would weigh on every page).
 */

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
  [/^en-xb$/, 'en-XB'],
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
 * override their base: `es-419` over `es`, `pt-PT` over `pt-BR`), and two pseudo-locales generated from the
 * catalogue for checking layouts: `en-XA` (English accented and lengthened) and `en-XB` (English forced right to
 * left, in a right-to-left layout). ./loaders.ts has a loader for each (its
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

/** Right-to-left scripts among our locales (Arabic, Hebrew, Persian), and the bidi pseudo-locale. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (/^(ar|he|fa|en-XB)$/.test(locale) ? 'rtl' : 'ltr');
