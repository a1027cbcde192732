// The shipped locales against English (issue 24): every key and no other, the same placeholders, plurals
// with the categories the language has, every API error type translated; and how a locale is chosen.
import { API_ERRORS } from '../../src/wire';
import { apiErrorKeys, englishApiErrors } from '../../src/i18n/apiErrors';
import { formatDuration, formatMessage, type MessageParams } from '../../src/i18n/format';
import { nodesOf, POUND, type Node } from '../../src/i18n/parse';
import { englishMessages, placeholdersOf } from '../../src/i18n/syntax';
import { directionOf, LOCALES, resolveLocale } from '../../src/i18n/choose';
import { loadLocale, speaksEnglish } from '../../src/i18n/locales';
import type { LocaleMessages } from '../../src/i18n/messages';
import { catalogueOf } from '../../stories/support/locale';

const translated = LOCALES.filter((locale) => locale !== 'en');

describe.each(translated)('the %s locale', (locale) => {
  it('has exactly the English keys', async () => {
    const messages = await catalogueOf(locale);
    const keys = new Set(Object.keys(messages));
    expect(
      Object.keys(englishMessages).filter((key) => !keys.has(key)),
      'missing keys',
    ).toEqual([]);
    expect(
      [...keys].filter((key) => !(key in englishMessages)),
      'extra keys',
    ).toEqual([]);
  });

  it('translates every error type the API answers with', async () => {
    const messages = await catalogueOf(locale);
    const untranslated = Object.keys(API_ERRORS).filter((type) => !messages[`apiError.${type}` as keyof LocaleMessages]?.trim());
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder and select of English, and plurals with every category the language has (CLDR)', async () => {
    const messages = await catalogueOf(locale);
    const categories = new Intl.PluralRules(locale.startsWith('en-X') ? 'en' : locale).resolvedOptions().pluralCategories as string[];
    const problems: string[] = [];
    for (const [key, english] of Object.entries(englishMessages)) {
      const text = messages[key as keyof LocaleMessages];
      if (typeof text !== 'string') continue;
      const want = placeholdersOf(english);
      const got = placeholdersOf(text);
      const names = (set: Set<string>) => [...set].sort().join(', ');
      if (names(want.names) !== names(got.names)) problems.push(`${key}: {${names(got.names)}} instead of {${names(want.names)}}`);
      for (const [name, branches] of got.plurals) {
        if (!branches.includes('other')) problems.push(`${key}: plural {${name}} has no 'other' branch`);
        const foreign = branches.filter((branch) => !branch.startsWith('=') && !categories.includes(branch));
        if (foreign.length) problems.push(`${key}: plural {${name}} has ${foreign.join(', ')}, not categories of ${locale}`);
        // Every category the language's rules give some number (issue 40): a count the catalogue's values never
        // reach today (French 'many' is a million) may be reached by a host's config tomorrow.
        const missing = categories.filter((category) => !branches.includes(category));
        if (missing.length) problems.push(`${key}: plural {${name}} lacks ${missing.join(', ')}, categories of ${locale}`);
      }
      for (const [name, branches] of want.selects) {
        if (names(new Set(got.selects.get(name))) !== names(new Set(branches))) {
          problems.push(`${key}: select {${name}} has {${names(new Set(got.selects.get(name)))}} instead of {${names(new Set(branches))}}`);
        }
      }
      // A plural English needs (a count in the text) must stay a plural or a plain placeholder of the same name.
    }
    expect(problems).toEqual([]);
  });

  it('writes Latin digits, as docs/Languages.mdx decides, whatever the CLDR data of the browser (issue 40)', async () => {
    const loaded = await loadLocale([locale]);
    expect(new Intl.NumberFormat(loaded?.intl ?? locale).resolvedOptions().numberingSystem).toBe('latn');
  });

  it('fills its counts with the language’s plural forms and digits', async () => {
    const messages = await catalogueOf(locale);
    for (const n of [0, 1, 2, 3, 11, 30, 100]) {
      const text = formatMessage(messages['strength.lengthRule'], { n }, locale);
      expect(text).not.toMatch(/[{}#]/);
      // Arabic and Hebrew say one and two in words (the dual), as a native speaker writes them.
      if (n > 2) expect(text).toContain(new Intl.NumberFormat(locale).format(n));
    }
  });
});

describe('English', () => {
  it('names every API error type, with the wire catalogue’s own message', () => {
    expect(apiErrorKeys).toHaveLength(Object.keys(API_ERRORS).length);
    expect(englishApiErrors['apiError.too_many_requests']).toBe(API_ERRORS.too_many_requests[1]);
  });

  it('says the same as the spec for the counts it shows', () => {
    expect(formatMessage(englishMessages['strength.lengthRule'], { n: 8 })).toBe('Must be at least 8 characters long');
    expect(formatMessage(englishMessages['strength.lengthRule'], { n: 1 })).toBe('Must be at least 1 character long');
    expect(formatMessage(englishMessages['common.resendWait'], { wait: formatDuration(30) })).toBe('You can resend in 30 seconds.');
    expect(formatMessage(englishMessages['common.resendWait'], { wait: formatDuration(1) })).toBe('You can resend in 1 second.');
    const sentTo = (channel: string) => formatMessage(englishMessages['otp.sentTo'], { channel, digits: 6, destination: 'x' });
    expect(sentTo('email')).toBe('A 6-digit passcode was sent to you at x.');
    expect(sentTo('sms')).toBe('A 6-digit passcode was sent to you at x. It was sent by text message (SMS).');
    expect(sentTo('whatsapp')).toBe('A 6-digit passcode was sent to you at x. It was sent by WhatsApp.');
  });
});

describe('the message syntax', () => {
  it('picks the plural branch of the locale and writes # in its digits', () => {
    const rule = '{n, plural, =0 {none} one {# one} two {# two} few {# few} many {# many} other {# other}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(rule, { n }, 'ar'))).toEqual([
      'none',
      `${new Intl.NumberFormat('ar').format(1)} one`,
      `${new Intl.NumberFormat('ar').format(2)} two`,
      `${new Intl.NumberFormat('ar').format(3)} few`,
      `${new Intl.NumberFormat('ar').format(11)} many`,
      `${new Intl.NumberFormat('ar').format(100)} other`,
    ]);
    expect(formatMessage(rule, { n: 1 }, 'ja')).toBe('1 other');
  });

  it('groups numbers as the locale does and keeps placeholders inside plural branches', () => {
    expect(formatMessage('{n} / {who}', { n: 12345, who: 'Ana' }, 'de')).toBe('12.345 / Ana');
    expect(formatMessage('{n, plural, one {{who} has # code} other {{who} has # codes}}', { n: 2, who: 'Ana' })).toBe('Ana has 2 codes');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Continue with {provider}', {})).toBe('Continue with {provider}');
    expect(formatMessage('{n, plural, one {a} other {b}}')).toBe('{n, plural, one {a} other {b}}');
  });
});

/** A message written from its parsed form (src/i18n/parse.ts), as the syntax says it reads. */
function written(nodes: Node[], params: MessageParams, locale: string, count: number | null = null): string {
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node === POUND) return count === null ? '#' : number(count);
      if (!Object.hasOwn(params, node.name)) return node.source;
      const value = params[node.name]!;
      if (!node.branches) return typeof value === 'number' ? number(value) : value;
      if (node.kind === 'select') return written(node.branches[value] ?? node.branches['other'] ?? [], params, locale, count ?? NaN);
      const n = Number(value);
      const branch = node.branches[`=${n}`] ?? node.branches[new Intl.PluralRules(locale).select(n)] ?? node.branches['other'] ?? [];
      return written(branch, params, locale, n);
    })
    .join('');
}

// The widget formats a message as it reads it, keeping no parsed form (src/i18n/format.ts: smaller up front,
// issue 24); the pseudo-locale and the checks above read messages through the parser. Both must agree.
describe('the formatter and the parser', () => {
  it.each(LOCALES)('read every %s message alike, with and without its values', async (locale) => {
    const messages = locale === 'en' ? englishMessages : await catalogueOf(locale);
    for (const [key, template] of Object.entries(messages)) {
      const { names, plurals, selects } = placeholdersOf(template);
      for (const n of [0, 1, 2, 3, 11, 1234.5]) {
        const params = Object.fromEntries([...names].map((name) => [name, plurals.has(name) || name === 'n' ? n : `‹${name}›`]));
        expect(formatMessage(template, params, locale), key).toBe(written(nodesOf(template), params, locale));
        for (const [name, branches] of selects) {
          for (const branch of branches) {
            const chosen = { ...params, [name]: branch };
            expect(formatMessage(template, chosen, locale), key).toBe(written(nodesOf(template), chosen, locale));
          }
        }
      }
      expect(formatMessage(template, {}, locale), key).toBe(written(nodesOf(template), {}, locale));
    }
  });
});

describe('the pseudo-locale en-XA', () => {
  it('accents every letter, lengthens each message by about 40% and keeps the syntax', async () => {
    const messages = await catalogueOf('en-XA');
    for (const [key, english] of Object.entries(englishMessages)) {
      const pseudo = messages[key as keyof LocaleMessages];
      // Outside placeholders, no plain ASCII letter is left: text that shows one was not taken from here.
      const literal = pseudo.replace(/\{\w+(, (plural|select),)?|\b(one|other|email|sms)\b \{|#|[{}]/g, '');
      expect(literal.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g, ''), key).not.toMatch(/[a-zA-Z]/);
      const visible = (text: string) => formatMessage(text, { n: 8, seconds: 30 }).replace(/\{\w+\}/g, 'x').length;
      expect(visible(pseudo) / visible(english), key).toBeGreaterThanOrEqual(1.3);
    }
  });
});

describe('the bidi pseudo-locale en-XB', () => {
  it('forces every word of every message right to left and keeps the syntax (issue 40)', async () => {
    const messages = await catalogueOf('en-XB');
    for (const [key, english] of Object.entries(englishMessages)) {
      const bidi = messages[key as keyof LocaleMessages];
      const params = { n: 8, wait: '30 seconds', channel: 'sms', digits: 6 };
      const shown = formatMessage(bidi, params).replace(/\{\w+\}/g, '');
      // Outside the values filled in, every word with a letter sits between U+202E and U+202C.
      expect(shown.replace(/\u202e[^\u202c]*\u202c/g, '').replace(/30 seconds/g, ''), key).not.toMatch(/[a-zA-Z]/);
      expect(shown.replace(/[\u202e\u202c]/g, ''), key).toBe(formatMessage(english, params).replace(/\{\w+\}/g, ''));
    }
  });
});

describe('choosing a locale', () => {
  it('takes an exact tag in any case, else the language, else the next preference, else English', () => {
    expect(resolveLocale(['pt-BR'])).toBe('pt-BR');
    expect(resolveLocale(['ZH-hans'])).toBe('zh-Hans');
    expect(resolveLocale(['fr-CA'])).toBe('fr');
    expect(resolveLocale(['pt'])).toBe('pt-BR');
    expect(resolveLocale(['zh'])).toBe('zh-Hans');
    expect(resolveLocale(['iw'])).toBe('he');
    expect(resolveLocale(['', null, 'sw-KE', 'de-AT'])).toBe('de');
    expect(resolveLocale(['sw'])).toBe('en');
    expect(resolveLocale(['en-GB', 'fr'])).toBe('en');
    expect(resolveLocale(['EN-xa'])).toBe('en-XA');
    expect(resolveLocale([])).toBe('en');
  });

  // Issue 40: the new languages by their own tags and their regions, and the old codes some systems send.
  it.each([
    ['pl-PL', 'pl'],
    ['tr', 'tr'],
    ['ru-RU', 'ru'],
    ['uk-UA', 'uk'],
    ['cs', 'cs'],
    ['sk-SK', 'sk'],
    ['sv-FI', 'sv'],
    ['da', 'da'],
    ['fi-FI', 'fi'],
    ['el-CY', 'el'],
    ['ro-MD', 'ro'],
    ['hu', 'hu'],
    ['vi-VN', 'vi'],
    ['th-TH', 'th'],
    ['hi-IN', 'hi'],
    ['fa-AF', 'fa'],
    ['ms-MY', 'ms'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
  ] as const)('shows %s in %s', (tag, locale) => {
    expect(resolveLocale([tag])).toBe(locale);
  });

  // Issue 40: Traditional Chinese by script or region; the regional variants of Spanish and Portuguese by region
  // (CLDR's parent locales: es-419 for the Americas, pt-PT for every Portuguese-speaking country but Brazil).
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh_MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-GQ', 'es'],
    ['es-419', 'es-419'],
    ['es-MX', 'es-419'],
    ['es_AR', 'es-419'],
    ['es-US', 'es-419'],
    ['es-CO', 'es-419'],
    ['pt-PT', 'pt-PT'],
    ['pt-pt', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['pt-MZ', 'pt-PT'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
  ] as const)('shows %s in %s', (tag, locale) => {
    expect(resolveLocale([tag])).toBe(locale);
  });

  // Issue 40: up front the widget only tells English apart; any other first tag waits for the loaders' chunk.
  it('shows English with nothing to load when the first tag asked for is English, or none is', () => {
    for (const english of [[], [''], [null, 'en'], ['en-GB', 'fr'], ['EN_us'], ['', 'en-AU']])
      expect(speaksEnglish(english), String(english)).toBe(true);
    for (const other of [['fr', 'en'], ['en-XA'], ['en-xb'], ['eng'], ['sw', 'en'], ['', 'de']])
      expect(speaksEnglish(other), String(other)).toBe(false);
  });

  it('lays out Arabic, Hebrew, Persian and the bidi pseudo-locale right to left, every other locale left to right', () => {
    expect(LOCALES.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar', 'he', 'fa', 'en-XB']);
  });
});
