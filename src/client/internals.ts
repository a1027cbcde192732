/**
 * What the widget needs of a client beyond its public API, kept beside the client rather than on it: the
 * sign-in sends of Main's forms, whose path depends on the session (spec §4). `createClient` writes them; the
 * widget reads them, and a client object that has none (not made by `createClient`: a copy, a stand-in)
 * throws spec §8's 'Internals not found!'.
 */
import type { OTPMethod, OTPSendResponse, ResponseCommon } from '../wire/index.js';
import type { Outline } from './deferred.js';
import { GatehouseError } from './errors.js';
import type { MagicLinksSendOptions } from './resources/magicLinks.js';
import type { OTPEmailSendOptions } from './resources/otps.js';

export interface ClientInternals {
  /**
   * Emails a sign-in link: `login_or_create` without a session; with one, `send/secondary` adds the address to
   * the signed-in user (spec §4 "Email send … use the secondary path when a session exists").
   */
  sendMagicLink(email: string, options: MagicLinksSendOptions): Promise<ResponseCommon>;
  /** Sends a passcode the same way: `login_or_create` without a session, `send/secondary` with one (spec §4). */
  sendPasscode(method: OTPMethod, destination: string, options: OTPEmailSendOptions): Promise<OTPSendResponse>;
}

/** The internals' methods, for their facade until the later resources are there (they come with them, later.ts). */
export const internalsOutline: Outline<ClientInternals> = { sendMagicLink: 1, sendPasscode: 1 };

const written = new WeakMap<object, ClientInternals>();

/** Attaches `internals` to `client` (createClient only). */
export function writeInternals<T extends object>(client: T, internals: ClientInternals): T {
  written.set(client, internals);
  return client;
}

/** The internals of a client made by `createClient`; anything else throws 'Internals not found!' (spec §8). */
export function readInternals(client: object): ClientInternals {
  const internals = written.get(client);
  if (!internals) throw new GatehouseError('InternalsNotFoundError', 'Internals not found!');
  return internals;
}
