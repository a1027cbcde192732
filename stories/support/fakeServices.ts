/**
 * Fake flow services for stories and unit tests (house style: "stories and tests pass fakes"). Every call
 * answers at once with a plausible result; pass overrides to script a journey, and `never()` to hold a
 * screen in its pending state.
 */
import type { FlowBootstrap, FlowServices } from '../../src/flow';
import type { StrengthCheckResult } from '../../src/wire';

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

/** Passwords the fake strength check treats as breached (the emulator checks a real breach list). */
export const FAKE_BREACHED = ['password', 'password1', 'qwerty123', 'iloveyou'];

/**
 * A deterministic stand-in for the strength check (zxcvbn policy): the score grows with the length (0–4,
 * three characters a step), a listed password is breached, and 3 or more without a breach is valid.
 */
export function fakeStrength(password: string): StrengthCheckResult {
  const score = Math.min(4, Math.floor(password.length / 3));
  const breached = FAKE_BREACHED.includes(password.toLowerCase());
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].map((kind) => kind.test(password));
  return {
    valid_password: score >= 3 && !breached,
    score,
    breached_password: breached,
    strength_policy: 'zxcvbn',
    breach_detection_on_create: true,
    feedback: {
      warning: score < 3 ? 'This is similar to a commonly used password.' : '',
      suggestions: [],
      luds_requirements: {
        has_lower_case: kinds[0]!,
        has_upper_case: kinds[1]!,
        has_digit: kinds[2]!,
        has_symbol: kinds[3]!,
        missing_complexity: Math.max(0, 3 - kinds.filter(Boolean).length),
        missing_characters: Math.max(0, 8 - password.length),
      },
    },
  };
}

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
    magicLinks: {
      send: async () => ({ status_code: 200, user_created: false }),
      authenticate: async () => ({ status_code: 200 }),
    },
    passwords: {
      search: async () => 'new',
      strengthCheck: async (password) => fakeStrength(password),
      create: async () => ({ status_code: 200 }),
      authenticate: async () => ({ status_code: 200 }),
      resetStart: async () => ({ status_code: 200 }),
      reset: async () => ({ status_code: 200 }),
      // No debounce pause in stories and unit tests: the check answers at once.
      wait: async () => undefined,
      forgetUrlToken: () => undefined,
    },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && value !== null && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return merged as unknown as FlowServices;
}
