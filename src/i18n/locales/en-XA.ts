/**
 * Pseudo-locale — English accented and lengthened (../pseudo.ts), computed from the catalogue as it loads.
 * The loader (../locales.ts) hands in the English catalogue, which is up front already. The later screens'
 * English is each screen's own (../english/), in the screen's chunk: it is accented as it is shown
 * (`pseudoLocalize`, through `ActiveMessages.fromEnglish`), so this chunk does not take every screen's text and
 * pull it out of their chunks (issue 36).
 */
import { englishApiErrors } from '../apiErrors.js';
import type { LocaleMessages, MainMessageKey, Messages } from '../messages.js';
import { pseudoLocalizeAll } from '../pseudo.js';

export { pseudoLocalize } from '../pseudo.js';

/** The pseudo-locale of `english` (the up-front text) and of every API error. */
export function pseudoLocale(english: Pick<LocaleMessages, MainMessageKey>): Messages {
  return pseudoLocalizeAll({ ...english, ...englishApiErrors });
}
