import {
  browserClock,
  browserStorage,
  type ChannelLike,
  documentCookies,
  type Env,
  type LockManagerLike,
  memoryCookies,
  memoryStorage,
} from './env.js';
import { ssrError } from './errors.js';
import type { ClientOptions } from './options.js';

/**
 * What a client created with `options` uses of its platform: the options' stand-ins, else the browser's
 * objects. An inert client (on a server, spec §8) gets stand-ins that keep nothing and reach no network.
 */
export function environment(options: ClientOptions, inert: boolean): Env {
  return inert
    ? {
        fetch: () => Promise.reject(ssrError()),
        storage: memoryStorage(),
        clock: options.clock ?? browserClock,
        cookies: memoryCookies(),
        crypto: options.crypto ?? crypto,
        random: options.random ?? Math.random,
        locks: null,
        channel: null,
      }
    : {
        fetch: options.fetch ?? ((...args) => fetch(...args)),
        storage: options.storage ?? browserStorage(),
        clock: options.clock ?? browserClock,
        cookies: options.cookies ?? documentCookies,
        crypto: options.crypto ?? crypto,
        random: options.random ?? Math.random,
        locks:
          options.locks === undefined
            ? typeof navigator === 'undefined'
              ? null
              : ((navigator as { locks?: LockManagerLike }).locks ?? null)
            : options.locks,
        channel:
          options.channel === undefined
            ? typeof BroadcastChannel === 'function'
              ? (name) => new BroadcastChannel(name) as ChannelLike
              : null
            : options.channel,
      };
}
