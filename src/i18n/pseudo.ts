/**
 * The pseudo-locales. `en-XA` (issue 24): English with every letter accented and each message about 40%
 * longer, inside brackets. Text that stays plain ASCII was not taken from the catalogue; text cut off at a
 * bracket shows a layout that cannot grow (German and Dutch run about a third longer than English). It is
 * computed from the English catalogue when its chunk loads, so it never drifts from English.
 *
 * The English catalogue is handed in by the loader (./locales.ts) rather than imported: it is in the up-front
 * chunk, and a module imported by a lazy chunk too would be split into a chunk of its own, which compresses
 * worse (issue 24: the locale machinery's cost up front). The parser is this chunk's own (./parse.ts).
 */
import { nodesOf, type Node } from './parse.js';
import type { Messages } from './messages.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const FILLER = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** How much longer a pseudo-localised message is than its English text. */
const PSEUDO_GROWTH = 0.4;

/** A message written back from its nodes, each literal rewritten with `text`; placeholders, plurals, selects and `#` kept. */
function serialise(nodes: Node[], text: (literal: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return text(node);
      if (typeof node === 'number') return '#';
      if (!node.branches) return node.source;
      const branches = Object.entries(node.branches).map(([name, branch]) => `${name} {${serialise(branch, text)}}`);
      return `{${node.name}, ${node.kind}, ${branches.join(' ')}}`;
    })
    .join('');
}

/** One message in the pseudo-locale: accented, lengthened by about 40%, placeholders and plurals intact. */
export function pseudoLocalize(english: string): string {
  let length = 0;
  const accented = serialise(nodesOf(english), (literal) => {
    length += literal.length;
    return literal.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!);
  });
  // The brackets count towards the growth; whole filler words make up the rest.
  const padding = Math.ceil(length * PSEUDO_GROWTH) - 2;
  let filler = '';
  for (let word = 0; filler.length < padding; word++) filler += ` ${FILLER[word % FILLER.length]!}`;
  return `[${accented}${filler}]`;
}

/**
 * One message in the bidi pseudo-locale `en-XB` (issue 40, as Android's): each word of English forced right to
 * left (U+202E … U+202C; a word without letters, like an example number, stays), placeholders and plurals kept; the widget lays it out right to left. Text that still
 * reads left to right was not taken from the catalogue, and a layout that did not mirror shows at once, without
 * reading Arabic or Hebrew. A value filled in (an address, a number) is not forced, so it shows whether it is
 * isolated as it should be.
 */
export function pseudoBidi(english: string): string {
  return serialise(nodesOf(english), (literal) => literal.replace(/\S*[a-zA-Z]\S*/g, (word) => `\u202e${word}\u202c`));
}

/** A whole catalogue in a pseudo-locale (`write`: accented by default). */
export function pseudoLocalizeAll(english: Messages, write = pseudoLocalize): Messages {
  return Object.fromEntries(Object.entries(english).map(([key, text]) => [key, write(text as string)])) as Messages;
}
