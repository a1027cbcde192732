/**
 * The message syntax: a small subset of ICU MessageFormat, enough for a sign-in widget and small enough for
 * the up-front chunk (issue 24: the locale machinery may add at most 1 KB gzip; intl-messageformat is ten
 * times that).
 *
 * - `{name}` is filled with a parameter: a number goes through `Intl.NumberFormat` of the active locale
 *   (grouping, and the digits the locale writes), a string as it is.
 * - `{name, plural, one {…} other {…}}` picks a branch with `Intl.PluralRules` of the active locale (`=N`
 *   branches match the exact number first, then the category, then `other`); `#` inside a branch is the
 *   number, formatted as above. Branches may hold `{placeholders}` and other plurals.
 *
 * Apostrophes are plain text (the catalogue's "don't" stays as written): there is no ICU quoting.
 * A placeholder without a parameter stays visible as written, so a missing parameter is noticed in review
 * instead of shipping a half sentence.
 */

/** A parsed message: text, `#`, a placeholder, or a plural with its branches. */
export type Node = string | typeof POUND | { name: string; source: string; branches?: Record<string, Node[]> };
export const POUND = 0;

const parsed = new Map<string, Node[]>();

function parse(source: string): Node[] {
  let at = 0;
  const argument = /\{\s*(\w+)\s*(\}|,\s*plural\s*,)/y;
  const selector = /\s*(=\d+|\w+)\s*\{/y;
  const body = (depth: number): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}' && depth > 0) break;
      if (char === '#' && depth > 0) {
        flush();
        nodes.push(POUND);
        at++;
        continue;
      }
      argument.lastIndex = at;
      const match = char === '{' ? argument.exec(source) : null;
      if (!match) {
        text += char;
        at++;
        continue;
      }
      flush();
      const start = at;
      at = argument.lastIndex;
      if (match[2] === '}') {
        nodes.push({ name: match[1]!, source: source.slice(start, at) });
        continue;
      }
      const branches: Record<string, Node[]> = {};
      for (;;) {
        selector.lastIndex = at;
        const option = selector.exec(source);
        if (!option) break;
        at = selector.lastIndex;
        branches[option[1]!] = body(depth + 1);
        at++; // the branch's `}`
      }
      while (source[at] === ' ') at++;
      at++; // the plural's `}`
      nodes.push({ name: match[1]!, source: source.slice(start, at), branches });
    }
    flush();
    return nodes;
  };
  return body(0);
}

export function nodesOf(template: string): Node[] {
  let nodes = parsed.get(template);
  if (!nodes) parsed.set(template, (nodes = parse(template)));
  return nodes;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralCategory(value: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

function render<T>(nodes: Node[], params: Record<string, T>, locale: string, out: (string | T)[], count: number | null): void {
  for (const node of nodes) {
    if (typeof node === 'string') out.push(node);
    else if (node === POUND) out.push(count === null ? '#' : formatNumber(count, locale));
    else if (!Object.prototype.hasOwnProperty.call(params, node.name)) out.push(node.source);
    else if (!node.branches) {
      const value = params[node.name]!;
      out.push(typeof value === 'number' ? formatNumber(value, locale) : value);
    } else {
      const value = Number(params[node.name]);
      const branch = node.branches[`=${value}`] ?? node.branches[pluralCategory(value, locale)] ?? node.branches['other'] ?? [];
      render(branch, params, locale, out, value);
    }
  }
}

/**
 * Like {@link formatMessage}, but keeps each filled-in value as its own part, so a caller can wrap it (the
 * `Message` primitive keeps an email or a phone number whole and ordered right in RTL) instead of
 * receiving one flat string. Text around the values comes back as strings (adjacent ones joined).
 */
export function formatMessageParts<T>(template: string, params: Record<string, T>, locale = 'en'): (string | T)[] {
  const raw: (string | T)[] = [];
  render(nodesOf(template), params, locale, raw, null);
  const parts: (string | T)[] = [];
  for (const part of raw) {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else if (part !== '') parts.push(part);
  }
  return parts;
}

/** Values for `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** Fills a message's placeholders and plurals for `locale` (see the syntax above). */
export function formatMessage(template: string, params?: MessageParams, locale = 'en'): string {
  if (!params && !template.includes('{')) return template;
  return formatMessageParts(template, params ?? {}, locale).join('');
}
