import type { Outline } from '../deferred.js';
import type { webauthn } from './webauthn.js';

/** `client.webauthn`'s methods, for its facade until the later resources are there (outlines.ts). */
export const webauthnOutline: Outline<ReturnType<typeof webauthn>> = {
  register: 1,
  authenticate: 1,
  update: 1,
  browserSupportsAutofill: 1,
};
