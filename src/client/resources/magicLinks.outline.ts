import type { Outline } from '../deferred.js';
import type { magicLinks } from './magicLinks.js';

/** `client.magicLinks`'s methods, for its facade until the later resources are there (outlines.ts). */
export const magicLinksOutline: Outline<ReturnType<typeof magicLinks>> = { email: { loginOrCreate: 1, send: 1 }, authenticate: 1 };
