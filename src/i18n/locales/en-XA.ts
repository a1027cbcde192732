/**
 * Pseudo-locale — English accented and lengthened (../pseudo.ts), computed from the catalogue as it loads.
 * The loader (../locales.ts) hands in the English catalogue, which is up front already; the later screens'
 * English (../later.ts) comes with this chunk.
 */
import { englishApiErrors } from '../apiErrors.js';
import { laterMessages } from '../later.js';
import type { LocaleMessages, MainMessageKey } from '../messages.js';
import { pseudoLocalizeAll } from '../pseudo.js';

/** The pseudo-locale of `english` (the up-front text), the later screens' text and every API error. */
export function pseudoLocale(english: Pick<LocaleMessages, MainMessageKey>): LocaleMessages {
  return pseudoLocalizeAll({ ...english, ...laterMessages, ...englishApiErrors });
}
