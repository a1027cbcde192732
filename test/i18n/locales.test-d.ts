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
