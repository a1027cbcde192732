/**
 * The message syntax: a small subset of ICU MessageFormat, enough for a sign-in widget and small enough for
 * the up-front chunk (issue 24: the locale machinery may add at most 1 KB gzip; intl-messageformat is ten
 * times that).
 *
 * - `{name}` is filled with a parameter: a number goes through `Intl.NumberFormat` of the active locale
 *   (grouping, and the digits the locale writes), a string as it is.
 * - `{name, plural, one {…} other {…}}` picks a branch with `Intl.PluralRules` of the active locale (`=N`
 *   branches match the exact number first, then the category, then `other`); `#` inside a branch is the
 *   number, formatted as above. Branches may hold `{placeholders}`, other plurals and selects.
 * - `{name, select, email {…} other {…}}` picks the branch named by the parameter's value, else `other`
 *   (issue 40: a sentence that differs by channel, `otp.sentTo`). `#` inside it is the enclosing plural's.
 *
 * Apostrophes are plain text (the catalogue's "don't" stays as written): there is no ICU quoting.
 * A placeholder without a parameter stays visible as written, so a missing parameter is noticed in review
 * instead of shipping a half sentence.
 *
 * The formatter reads a message as it writes it, with no parsed form kept: the parser that gives a message's
 * structure (./parse.ts) is for the pseudo-locale and the tests only, so it stays out of the up-front chunk.
 * test/i18n/locales.test.ts checks the two read every message of every locale alike.
 */

/** A placeholder's opening: its name, then `}`, `, plural,` or `, select,`. */
const PLACEHOLDER = /\{\s*(\w+)\s*(\}|,\s*(plural|select)\s*,)/y;
/** A branch's opening: its selector (`=0`, `one`, `other`, `email`, …) and `{`. */
const BRANCH = /\s*(=\d+|\w+)\s*\{/y;

/**
 * Like {@link formatMessage}, but keeps each filled-in value as its own part, so a caller can wrap it (the
 * `Message` primitive keeps an email or a phone number whole and ordered right in RTL) instead of
 * receiving one flat string. Text around the values comes back as strings (adjacent ones joined).
 */
export function formatMessageParts<T>(template: string, params: Record<string, T>, locale = 'en'): (string | T)[] {
  const parts: (string | T)[] = [];
  const put = (part: string | T) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else if (part !== '') parts.push(part);
  };
  let at = 0;
  // Reads on from `at` to the end, or inside a plural branch (`count` given) to the branch's `}`; writes what
  // it reads only when `write` (a branch not chosen, a plural without its number, is only skipped).
  const read = (count: number | null, write: boolean): void => {
    for (let char; (char = template[at]) !== undefined && !(char === '}' && count !== null);) {
      const start = at;
      PLACEHOLDER.lastIndex = at;
      const match = char === '{' ? PLACEHOLDER.exec(template) : null;
      if (!match) {
        at++;
        if (write) put(char === '#' && count !== null ? count.toLocaleString(locale) : char);
        continue;
      }
      at = PLACEHOLDER.lastIndex;
      const name = match[1]!;
      const known = Object.hasOwn(params, name);
      const value = params[name]!;
      if (match[2] !== '}') {
        // A plural: note where each branch starts, skip to the end, then read the chosen branch.
        const branches: Record<string, number> = {};
        for (let option; (BRANCH.lastIndex = at), (option = BRANCH.exec(template)); at++) {
          branches[option[1]!] = at = BRANCH.lastIndex;
          read(0, false);
        }
        while (template[at] === ' ') at++;
        const end = ++at;
        const plural = match[3] === 'plural';
        // A select's branches are inside the enclosing plural (its `#`), or at the top (no number: NaN).
        const number = plural ? Number(value) : (count ?? NaN);
        const branch = known
          ? ((plural ? (branches[`=${number}`] ?? branches[new Intl.PluralRules(locale).select(number)]) : branches[value as string]) ??
            branches['other'])
          : undefined;
        if (!write) continue;
        if (!known) put(template.slice(start, end));
        else if (branch !== undefined) {
          at = branch;
          read(number, true);
          at = end;
        }
      } else if (write) put(!known ? template.slice(start, at) : typeof value === 'number' ? value.toLocaleString(locale) : value);
    }
  };
  read(null, true);
  return parts;
}

/** Values for `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** Fills a message's placeholders and plurals for `locale` (see the syntax above). */
export function formatMessage(template: string, params?: MessageParams, locale = 'en'): string {
  if (!params && !template.includes('{')) return template;
  return formatMessageParts(template, params ?? {}, locale).join('');
}

/**
 * A wait in words, minutes and seconds ('9 minutes, 53 seconds', '30 Sekunden'), for a rate limit's wait and
 * the spoken countdown (issue 40: '593 seconds' is hard to take in, '4:59' is read as a time of day).
 * `Intl.DurationFormat` where the browser has it; else each unit through `Intl.NumberFormat`'s unit style,
 * joined as the language lists units, which is what DurationFormat's long style writes.
 */
export function formatDuration(totalSeconds: number, locale = 'en'): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.ceil(totalSeconds % 60);
  const Duration = (Intl as { DurationFormat?: new (locale: string, options: object) => { format(duration: object): string } })
    .DurationFormat;
  if (Duration) return new Duration(locale, { style: 'long' }).format({ minutes, seconds });
  const unit = (unit: string, value: number) => value.toLocaleString(locale, { style: 'unit', unit, unitDisplay: 'long' });
  const said = unit('second', seconds);
  return minutes
    ? new Intl.ListFormat(locale, { type: 'unit' }).format(seconds ? [unit('minute', minutes), said] : [unit('minute', minutes)])
    : said;
}
