import type { Outline } from '../deferred.js';
import type { b2b, userCalls, users } from './users.js';

/** `client.user`'s calls, for their facade until the later resources are there (outlines.ts). */
export const userCallsOutline: Outline<ReturnType<typeof userCalls>> = {
  get: 1,
  update: 1,
  deleteEmail: 1,
  deletePhoneNumber: 1,
  deleteTOTP: 1,
  deleteCryptoWallet: 1,
  deleteOAuthRegistration: 1,
  deleteWebauthnRegistration: 1,
  deleteBiometricRegistration: 1,
};

/** `client.users`'s methods, for its facade until the later resources are there (outlines.ts). */
export const usersOutline: Outline<ReturnType<typeof users>> = { search: 1 };

/** `client.b2b`'s methods, for its facade until the later resources are there (outlines.ts). */
export const b2bOutline: Outline<ReturnType<typeof b2b>> = { organizations: { members: { search: 1 } } };
