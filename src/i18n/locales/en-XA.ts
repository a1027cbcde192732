/** Pseudo-locale — English accented and lengthened (./pseudo.ts), computed from the catalogue as it loads. */
import { englishMessages } from '../apiErrors.js';
import type { LocaleMessages } from '../messages.js';
import { pseudoLocalizeAll } from '../pseudo.js';

const messages: LocaleMessages = pseudoLocalizeAll(englishMessages);
export default messages;
