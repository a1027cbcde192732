import type { Outline } from '../deferred.js';
import type { otps } from './otps.js';

const channel = { loginOrCreate: 1, send: 1 } as const;

/** `client.otps`'s methods, for its facade until the later resources are there (outlines.ts). */
export const otpsOutline: Outline<ReturnType<typeof otps>> = { sms: channel, whatsapp: channel, email: channel, authenticate: 1 };
