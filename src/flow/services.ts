/**
 * The seam between the flow and the world (house style, "Screens and the flow"): action handlers reach the
 * API and the browser only through `FlowServices`. Production wires the real `gatehouse/client` with
 * {@link clientServices}; stories and unit tests pass fakes of the same shape.
 */
import type { GatehouseClient } from '../client';
import { detectWallets, passkeyAutofillAvailable } from './browser';
import { cryptoServices, type CryptoServices } from './products/crypto';
import { magicLinkServices, type MagicLinkServices } from './products/magicLinks';
import { oauthServices, type OAuthServices } from './products/oauth';
import type { OTPServices } from './products/otp';
import { otpServices } from './products/otp';
import { passkeyServices, type PasskeyServices } from './products/passkeys';
import { passwordServices, type PasswordServices } from './products/passwords';
import { totpServices, type TOTPServices } from './products/totp';
import type { DetectedWallet, FlowBootstrap } from './state';

/** Services every widget uses. */
export interface CoreServices {
  /** The current time in ms since the epoch (expiry countdowns). */
  now(): number;
  /** The project's bootstrap config; resolves with the spec's defaults when it cannot be fetched. */
  bootstrap(): Promise<FlowBootstrap>;
  /** Queues an analytics event for the client's event logger (spec §7 notes). */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /** Browser capabilities that change Main (spec §2). */
  capabilities: {
    passkeyAutofill(): Promise<boolean>;
    wallets(): Promise<DetectedWallet[]>;
  };
}

export type FlowServices = CoreServices & {
  otp: OTPServices;
  magicLinks: MagicLinkServices;
  passwords: PasswordServices;
  passkeys: PasskeyServices;
  oauth: OAuthServices;
  crypto: CryptoServices;
  totp: TOTPServices;
};

/** The production services: the real client and the real browser. */
export function clientServices(client: GatehouseClient): FlowServices {
  return {
    now: () => Date.now(),
    bootstrap: () => client.bootstrap.getAsync(),
    logEvent: (name, details) => client.logEvent({ name, details }),
    capabilities: {
      passkeyAutofill: passkeyAutofillAvailable,
      wallets: async () => detectWallets(),
    },
    otp: otpServices(client),
    magicLinks: magicLinkServices(client),
    passwords: passwordServices(client),
    passkeys: passkeyServices(client),
    oauth: oauthServices(client),
    crypto: cryptoServices(client),
    totp: totpServices(client),
  };
}
