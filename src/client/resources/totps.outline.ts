import type { Outline } from '../deferred.js';
import type { totps } from './totps.js';

/** `client.totps`'s methods, for its facade until the later resources are there (outlines.ts). */
export const totpsOutline: Outline<ReturnType<typeof totps>> = { create: 1, authenticate: 1, recoveryCodes: 1, recover: 1 };
