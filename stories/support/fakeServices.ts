/**
 * Fake flow services for stories and unit tests (house style: "stories and tests pass fakes"). Every call
 * answers at once with a plausible result; pass overrides to script a journey, and `never()` to hold a
 * screen in its pending state.
 */
import type { FlowBootstrap, FlowServices } from '../../src/flow';

/** A promise that never settles: keeps a screen pending for a story. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

/** The spec's default bootstrap (§9 "Default config": no watermark, PKCE flags false). */
export const fakeBootstrap: FlowBootstrap = {
  displayWatermark: false,
  emailDomains: ['stytch.com'],
  passwordConfig: null,
  siweRequiredForCryptoWallets: false,
  cnameDomain: null,
};

/** A fixed moment, so countdowns and timestamps render the same on every run. */
export const FAKE_NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

type Overrides = { [K in keyof FlowServices]?: FlowServices[K] extends (...args: never[]) => unknown ? FlowServices[K] : Partial<FlowServices[K]> };

export function fakeServices(overrides: Overrides = {}): FlowServices {
  const base: FlowServices = {
    now: () => FAKE_NOW,
    bootstrap: async () => fakeBootstrap,
    logEvent: () => undefined,
    capabilities: { passkeyAutofill: async () => false, wallets: async () => [] },
    otp: {
      send: async () => ({ method_id: 'email-test-00000000-0000-4000-8000-000000000000' }),
      authenticate: async () => ({ status_code: 200 }),
    },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && value !== null && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return merged as unknown as FlowServices;
}
