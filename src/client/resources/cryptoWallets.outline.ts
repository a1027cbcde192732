import type { Outline } from '../deferred.js';
import type { cryptoWallets } from './cryptoWallets.js';

/** `client.cryptoWallets`'s methods, for its facade until the later resources are there (outlines.ts). */
export const cryptoWalletsOutline: Outline<ReturnType<typeof cryptoWallets>> = {
  authenticateStart: 1,
  authenticate: 1,
  requestAddress: 1,
  signMessage: 1,
};
