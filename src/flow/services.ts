/**
 * The seam between the flow and the world (house style, "Screens and the flow"): action handlers reach the
 * API and the browser only through `FlowServices`. Production wires the real `gatehouse-auth/client` with
 * {@link clientServices}; stories and unit tests pass fakes of the same shape.
 */
import type { GatehouseClient, SessionState } from '../client/index.js';
import { detectWallets, passkeyAutofillAvailable } from './browser.js';
import type { Declared, Joined } from './product.js';
import { products } from './products/index.js';
import type { DetectedWallet, FlowBootstrap } from './state.js';

/** Services every widget uses. */
interface CoreServices {
  /** The current time in ms since the epoch (expiry countdowns). */
  now(): number;
  /** The project's bootstrap config; resolves with the spec's defaults when it cannot be fetched. */
  bootstrap(): Promise<FlowBootstrap>;
  /**
   * Calls `listener` when the signed-in session ends (sign-out, revocation, expiry, another tab); returns
   * the unsubscribe function. Fakes may leave it out: their session never ends.
   */
  onSessionEnd?(listener: () => void): () => void;
  /** Queues an analytics event for the client's event logger (spec §7 notes). */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /**
   * The stored sign-in when it still awaits a factor (`pendingFactors`, e.g. a reload at the TOTP prompt),
   * else null: what the widget resumes on start.
   */
  awaitingSignIn(): SessionState | null;
  /** Browser capabilities that change Main (spec §2). */
  capabilities: {
    passkeyAutofill(): Promise<boolean>;
    wallets(): Promise<DetectedWallet[]>;
  };
}

/** The core's services and every product's part (`otp`, `magicLinks`, `passwords`, …). */
export type FlowServices = CoreServices & Joined<Declared<'services'>>;

/** The production services: the real client and the real browser. */
export function clientServices(client: GatehouseClient): FlowServices {
  const core: CoreServices = {
    now: () => Date.now(),
    bootstrap: () => client.bootstrap.getAsync(),
    onSessionEnd: (listener) =>
      client.session.onChange((session) => {
        if (!session) listener();
      }),
    logEvent: (name, details) => client.logEvent({ name, details }),
    awaitingSignIn: () => {
      const state = client.session.getState();
      return state?.pendingFactors?.length ? state : null;
    },
    capabilities: {
      passkeyAutofill: passkeyAutofillAvailable,
      wallets: async () => detectWallets(),
    },
  };
  return Object.assign(core, ...products.map((product) => product.services(client))) as FlowServices;
}
