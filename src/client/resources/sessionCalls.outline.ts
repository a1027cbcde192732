import type { Outline } from '../deferred.js';
import type { sessionCalls } from './sessionCalls.js';

/** `client.session`'s calls, for their facade until the later resources are there (outlines.ts). */
export const sessionCallsOutline: Outline<ReturnType<typeof sessionCalls>> = { authenticate: 1, revoke: 1 };
