/**
 * Pseudo-locale — English accented and lengthened (../pseudo.ts), computed from the catalogue as it loads.
 * The loader (../locales.ts) hands in the English catalogue, which is up front already.
 */
import { englishApiErrors } from '../apiErrors.js';
import type { LocaleMessages, UIMessageKey } from '../messages.js';
import { pseudoLocalizeAll } from '../pseudo.js';

/** The pseudo-locale of `english` (the widget's own text) and of every API error. */
export function pseudoLocale(english: Pick<LocaleMessages, UIMessageKey>): LocaleMessages {
  return pseudoLocalizeAll({ ...english, ...englishApiErrors });
}
