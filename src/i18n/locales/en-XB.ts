/**
 * Bidi pseudo-locale — English with each word forced right to left, laid out right to left (../pseudo.ts
 * `pseudoBidi`, issue 40), computed from the catalogue as it loads, like en-XA (./en-XA.ts): the loader hands in
 * the up-front English, and the later screens' English is rewritten as it is shown.
 */
import { englishApiErrors } from '../apiErrors.js';
import type { LocaleMessages, MainMessageKey, Messages } from '../messages.js';
import { pseudoBidi, pseudoLocalizeAll } from '../pseudo.js';

/** How this pseudo-locale writes one English message (the loader's `fromEnglish`). */
export const pseudoLocalize = pseudoBidi;

/** The bidi pseudo-locale of `english` (the up-front text) and of every API error. */
export function pseudoLocale(english: Pick<LocaleMessages, MainMessageKey>): Messages {
  return pseudoLocalizeAll({ ...english, ...englishApiErrors }, pseudoBidi);
}
