// Type-level tests, checked by `tsc -b` (tsconfig.test.json): every locale module has exactly the keys of
// English (`LocaleMessages`), each a string. A missing key fails here and at the module's loader in
// src/i18n/locales.ts; an extra (misspelt, stale) key fails here.
import type { LocaleMessages, MessageKey } from '../../src/i18n/messages';

type Modules = {
  es: typeof import('../../src/i18n/locales/es').default;
  fr: typeof import('../../src/i18n/locales/fr').default;
  de: typeof import('../../src/i18n/locales/de').default;
  it: typeof import('../../src/i18n/locales/it').default;
  'pt-BR': typeof import('../../src/i18n/locales/pt-BR').default;
  nl: typeof import('../../src/i18n/locales/nl').default;
  ja: typeof import('../../src/i18n/locales/ja').default;
  'zh-Hans': typeof import('../../src/i18n/locales/zh-Hans').default;
  ko: typeof import('../../src/i18n/locales/ko').default;
  ar: typeof import('../../src/i18n/locales/ar').default;
  he: typeof import('../../src/i18n/locales/he').default;
  // Issue 40: twenty more, and the regional variants that spread their base.
  'es-419': typeof import('../../src/i18n/locales/es-419').default;
  'pt-PT': typeof import('../../src/i18n/locales/pt-PT').default;
  'zh-Hant': typeof import('../../src/i18n/locales/zh-Hant').default;
  pl: typeof import('../../src/i18n/locales/pl').default;
  tr: typeof import('../../src/i18n/locales/tr').default;
  ru: typeof import('../../src/i18n/locales/ru').default;
  uk: typeof import('../../src/i18n/locales/uk').default;
  cs: typeof import('../../src/i18n/locales/cs').default;
  sk: typeof import('../../src/i18n/locales/sk').default;
  sv: typeof import('../../src/i18n/locales/sv').default;
  da: typeof import('../../src/i18n/locales/da').default;
  nb: typeof import('../../src/i18n/locales/nb').default;
  fi: typeof import('../../src/i18n/locales/fi').default;
  el: typeof import('../../src/i18n/locales/el').default;
  ro: typeof import('../../src/i18n/locales/ro').default;
  hu: typeof import('../../src/i18n/locales/hu').default;
  id: typeof import('../../src/i18n/locales/id').default;
  vi: typeof import('../../src/i18n/locales/vi').default;
  th: typeof import('../../src/i18n/locales/th').default;
  hi: typeof import('../../src/i18n/locales/hi').default;
  fa: typeof import('../../src/i18n/locales/fa').default;
  ms: typeof import('../../src/i18n/locales/ms').default;
};
// Not the pseudo-locale: computed from English, it writes the later screens' text from the English each screen
// brings (`fromEnglish`); test/i18n/locales.test.ts checks its keys as `t` reads them.

describe('locale modules', () => {
  it('have no key English lacks', () => {
    expectTypeOf<{ [L in keyof Modules]: Exclude<keyof Modules[L], MessageKey> }>().toEqualTypeOf<{ [L in keyof Modules]: never }>();
  });

  it('have every key of English, each with text', () => {
    expectTypeOf<{ [L in keyof Modules]: Exclude<MessageKey, keyof Modules[L]> }>().toEqualTypeOf<{ [L in keyof Modules]: never }>();
    expectTypeOf<Modules[keyof Modules]>().toExtend<LocaleMessages>();
  });
});
