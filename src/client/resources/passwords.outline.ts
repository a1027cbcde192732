import type { Outline } from '../deferred.js';
import type { passwords } from './passwords.js';

/** `client.passwords`'s methods, for its facade until the later resources are there (outlines.ts). */
export const passwordsOutline: Outline<ReturnType<typeof passwords>> = {
  create: 1,
  authenticate: 1,
  resetByEmailStart: 1,
  resetByEmail: 1,
  resetByExistingPassword: 1,
  resetBySession: 1,
  strengthCheck: 1,
};
