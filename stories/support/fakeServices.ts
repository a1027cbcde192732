/**
 * Fake flow services for stories and unit tests (house style: "stories and tests pass fakes"). Every call
 * answers at once with a plausible result; pass overrides to script a journey, and `never()` to hold a
 * screen in its pending state.
 */
import type { OTPAuthenticateResponse } from '../../src/client';
import type { FlowBootstrap, FlowServices } from '../../src/flow';
import type { SignInData } from '../../src/flow/types';
import type { ResponseCommon, StrengthCheckResult, User, WebAuthnRegistration } from '../../src/wire';

/** A promise that never settles: keeps a screen pending for a story. */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** The spec's default bootstrap (§9 "Default config": no watermark, PKCE flags false). */
export const fakeBootstrap: FlowBootstrap = {
  displayWatermark: false,
  emailDomains: ['stytch.com'],
  passwordConfig: null,
  siweRequiredForCryptoWallets: false,
  cnameDomain: null,
};

/** A passkey as the API lists it. */
export const fakePasskey = (id: string, name: string): WebAuthnRegistration => ({
  webauthn_registration_id: `webauthn-registration-test-${id}`,
  domain: 'localhost',
  user_agent: 'Mozilla/5.0',
  authenticator_type: 'platform',
  verified: true,
  name,
});

/** What every answer of the API carries. */
export const fakeResponse: ResponseCommon = { request_id: 'request-id-test-00000000-0000-4000-8000-000000000000', status_code: 200 };

const FAKE_USER_ID = 'user-test-00000000-0000-4000-8000-000000000000';

/** A signed-in user's answer (what every sign-in resolves with), with or without an authenticator app. */
export function fakeSignIn({ totp = false }: { totp?: boolean } = {}): SignInData {
  const user: User = {
    user_id: FAKE_USER_ID,
    created_at: '2026-11-23T12:00:00Z',
    status: 'active',
    name: {},
    emails: [{ email_id: 'email-test-00000000-0000-4000-8000-000000000000', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    totps: totp ? [{ totp_id: 'totp-test-1', verified: true }] : [],
    crypto_wallets: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: null,
    untrusted_metadata: null,
    roles: [],
  };
  return {
    ...fakeResponse,
    user_id: FAKE_USER_ID,
    user,
    session: {
      session_id: 'session-test-00000000-0000-4000-8000-000000000000',
      user_id: FAKE_USER_ID,
      started_at: '2026-11-23T12:00:00Z',
      last_accessed_at: '2026-11-23T12:00:00Z',
      expires_at: '2026-11-23T13:00:00Z',
      attributes: { ip_address: '127.0.0.1', user_agent: 'Mozilla/5.0' },
      custom_claims: {},
      roles: [],
      authentication_factors: [{ type: 'otp', delivery_method: 'email', last_authenticated_at: '2026-11-23T12:00:00Z' }],
    },
    session_token: 'session-token-test',
    session_jwt: 'session-jwt-test',
  };
}

/** A passcode's answer: the sign-in and the method it was sent by. */
export const fakePasscodeSignIn = (options?: { totp?: boolean }): OTPAuthenticateResponse => ({
  ...fakeSignIn(options),
  method_id: 'email-test-00000000-0000-4000-8000-000000000000',
});

/** An enrolment's secret and recovery codes, fixed so the QR code and the codes render the same on every run. */
export const fakeEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Gatehouse:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Gatehouse&algorithm=SHA1&digits=6&period=30',
  recoveryCodes: ['ab12-cd34-ef56', 'gh78-ij90-kl12', 'mn34-op56-qr78', 'st90-uv12-wx34', 'yz56-ab78-cd90'],
};

/** A fixed moment, so countdowns and timestamps render the same on every run. */
export const FAKE_NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** Passwords the fake strength check treats as breached (the emulator checks a real breach list). */
const FAKE_BREACHED = ['password', 'password1', 'qwerty123', 'iloveyou'];

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

type Overrides = {
  [K in keyof FlowServices]?: FlowServices[K] extends (...args: never[]) => unknown ? FlowServices[K] : Partial<FlowServices[K]>;
};

/**
 * Fakes of every service the built-in products use. Partial on purpose: a product added later brings its
 * fakes in its own stories (`fakeServices({ itsServices: … })`), without a line here.
 */
export function fakeServices(overrides: Overrides = {}): FlowServices {
  const base: Partial<FlowServices> = {
    now: () => FAKE_NOW,
    bootstrap: async () => fakeBootstrap,
    logEvent: () => undefined,
    awaitingSignIn: () => null,
    capabilities: { passkeyAutofill: async () => false, wallets: async () => [] },
    otp: {
      send: async () => ({ ...fakeResponse, method_id: 'email-test-00000000-0000-4000-8000-000000000000' }),
      authenticate: async () => fakePasscodeSignIn(),
    },
    magicLinks: {
      send: async () => fakeResponse,
      authenticate: async () => ({ ...fakeSignIn(), method_id: 'email-test-00000000-0000-4000-8000-000000000000' }),
    },
    passwords: {
      search: async () => 'new',
      strengthCheck: async (password) => fakeStrength(password),
      create: async () => fakeSignIn(),
      authenticate: async () => fakeSignIn(),
      resetStart: async () => fakeResponse,
      reset: async () => fakeSignIn(),
      // No debounce pause in stories and unit tests: the check answers at once.
      wait: async () => undefined,
      forgetUrlToken: () => undefined,
    },
    passkeys: {
      // The autofill ceremony waits for the user, as a browser's does.
      authenticate: ({ autofill }) => (autofill ? never() : Promise.resolve(fakeSignIn())),
      registrations: async () => [fakePasskey('1', 'Passkey 1')],
      register: async () => ({ data: fakeSignIn(), registrations: [fakePasskey('1', 'Passkey 1'), fakePasskey('2', 'Passkey 2')] }),
      rename: async () => undefined,
      remove: async () => undefined,
      // No browser makes a passkey on its own here (issue 39's automatic upgrade).
      signedIn: async () => null,
    },
    oauth: {
      start: async (provider) => `https://api.example/v1/public/oauth/${provider}/start`,
      oneTap: { prompt: async () => ({ failure: null }), complete: () => never() },
    },
    crypto: {
      requestAddress: async () => '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      start: async () => ({ ...fakeResponse, challenge: 'Sign in to Gatehouse' }),
      sign: async () => '0xsignature',
      authenticate: async () => fakeSignIn(),
    },
    totp: {
      requireStepUp: () => () => undefined,
      create: async () => fakeEnrolment,
      authenticate: async () => fakeSignIn({ totp: true }),
      recover: async () => fakeSignIn({ totp: true }),
    },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && value !== null && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return merged as unknown as FlowServices;
}
