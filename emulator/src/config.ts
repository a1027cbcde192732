/**
 * The emulated project's configuration: what the provider's dashboard would hold. Sensible defaults let
 * `npm run emulator` work with no file at all; a JSON config file (or `createEmulator({ config })`, or
 * `PATCH /_emulator/config` at run time) overrides any part. The bootstrap call reflects it (wire doc,
 * "Bootstrap").
 */
import { readFileSync } from 'node:fs';
import { SECRET_PREFIX } from '../../src/wire/backend.ts';
import { STRENGTH_POLICIES, type StrengthPolicy } from '../../src/wire/index.ts';

type DfpMode = 'OBSERVATION' | 'DECISIONING';

export interface ProjectConfig {
  projectId: string;
  projectName: string;
  /** The project's two public tokens; a `public-token-test-…` token selects the client's test base (spec §7). */
  publicTokens: { test: string; live: string };
  /**
   * The project's two secrets (issue 37): a host's server sends `project_id:secret` as HTTP Basic to the
   * backend API (`/v1/…`), never from a browser.
   */
  secrets: { test: string; live: string };
  /** Origins allowed to call the SDK API with credentials. `*` matches any port or one host label. */
  allowedOrigins: string[];
  /** Where magic links and reset links may point (same pattern syntax; a pattern without a path allows any path). */
  allowedRedirectUrls: string[];
  /** Used when a send call names no redirect URL. */
  defaultRedirectUrls: { login: string; signup: string; resetPassword: string };
  passwordPolicy: {
    strengthPolicy: StrengthPolicy;
    /** LUDS: how many of lower/upper/digit/symbol a password needs. */
    ludsComplexity: number;
    /** LUDS: minimum length. */
    ludsMinimumCount: number;
  };
  /**
   * Spec §3 "PKCE-required flags for email magic links, password resets, OAuth and SSO". Spec §9 has them all
   * false; `oauth` is on by default here (issue 42, login CSRF): the client always starts OAuth and One Tap with a
   * challenge, so only a token minted outside a browser's flow (an attacker's, for their own account) lacks one.
   */
  pkceRequired: { emailMagicLinks: boolean; passwordResets: boolean; oauth: boolean; sso: boolean };
  /**
   * Links a project lets redeem without a verifier where `pkceRequired` would refuse them (issue 42, opt-in,
   * default false). `backendInvites`: the links `POST /v1/magic_links/email/invite` mails — the project's server
   * sent them, so no browser holds a verifier for them — under `pkceRequired.emailMagicLinks`.
   */
  pkceExempt: { backendInvites: boolean };
  siweRequiredForCryptoWallets: boolean;
  /** Spec §9: "Default config: no watermark". */
  disableSdkWatermark: boolean;
  captcha: { enabled: boolean; siteKey: string };
  /** Spec §9: "email domain list with one default". The outbox sends from the first one. */
  emailDomains: string[];
  cnameDomain: string | null;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  dfp: { enabled: boolean; mode: DfpMode };
  /** Brute-force and abuse limits (throttle.ts); `enabled: false` relaxes them all for load tests. */
  throttling: ThrottlingConfig;
}

/** A count allowed within a window. */
export interface Limit {
  limit: number;
  windowMinutes: number;
}

interface ThrottlingConfig {
  enabled: boolean;
  /**
   * Consecutive wrong passwords, passcodes, TOTP codes and recovery codes for one user before the user is
   * locked out of those factors, and for how long: the provider's User Lock defaults (10 attempts, 1 hour).
   */
  userLock: { threshold: number; lockMinutes: number };
  /** Failed credential checks from one IP address, over every account (password spraying, stuffing). */
  ipFailures: Limit;
  /** Emails and texts to one address or number (mail bombing, SMS pumping). */
  destinationSends: Limit;
  /** Emails and texts requested from one IP address. */
  ipSends: Limit;
  /**
   * Failed credential checks over every account and address together: the per-IP budget is per source
   * address, and every 127.x alias (or a botnet) gets a fresh one, so a ceiling must hold whatever the address.
   */
  globalFailures: Limit;
  /** Emails and texts over every destination and address together (the same reason). */
  globalSends: Limit;
}

/** The tokens printed on start and used by the fixtures; stable so tests and the playground can hard-wire them. */
export const DEFAULT_PUBLIC_TOKENS = {
  test: 'public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001',
  live: 'public-token-live-2b8d4e19-3c71-4d5a-8f62-gatehouse0001',
} as const;

/** The secrets printed on start and handed to a host's tests by the fixtures; stable like the public tokens. */
export const DEFAULT_SECRETS = {
  test: 'secret-test-4a9d2c71-5e38-4b6f-a1d0-gatehouse0001',
  live: 'secret-live-8c1e6b24-7f05-4d93-b2a8-gatehouse0001',
} as const;

export const DEFAULT_PROJECT_ID = 'project-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001';

export function defaultConfig(): ProjectConfig {
  return {
    projectId: DEFAULT_PROJECT_ID,
    projectName: 'Gatehouse (local emulator)',
    publicTokens: { ...DEFAULT_PUBLIC_TOKENS },
    secrets: { ...DEFAULT_SECRETS },
    allowedOrigins: ['http://localhost:*'],
    allowedRedirectUrls: ['http://localhost:*'],
    defaultRedirectUrls: {
      login: 'http://localhost:5173/authenticate',
      signup: 'http://localhost:5173/authenticate',
      resetPassword: 'http://localhost:5173/reset-password',
    },
    passwordPolicy: { strengthPolicy: 'zxcvbn', ludsComplexity: 3, ludsMinimumCount: 8 },
    pkceRequired: { emailMagicLinks: false, passwordResets: false, oauth: true, sso: false },
    pkceExempt: { backendInvites: false },
    siweRequiredForCryptoWallets: false,
    disableSdkWatermark: true,
    captcha: { enabled: false, siteKey: '' },
    emailDomains: ['gatehouse.test'],
    cnameDomain: null,
    slugPattern: null,
    createOrganizationEnabled: false,
    dfp: { enabled: false, mode: 'OBSERVATION' },
    throttling: defaultThrottling(),
  };
}

/**
 * Limits a test suite does not reach (a few dozen sign-ins a minute from one machine, the odd wrong code)
 * and the attacks of a brute-force script do, within a handful of requests.
 */
function defaultThrottling(): ThrottlingConfig {
  return {
    enabled: true,
    userLock: { threshold: 10, lockMinutes: 60 },
    ipFailures: { limit: 100, windowMinutes: 10 },
    destinationSends: { limit: 10, windowMinutes: 10 },
    ipSends: { limit: 200, windowMinutes: 10 },
    // Ten source addresses' worth: above what one machine's test suite reaches (its one address meets the
    // per-IP limits first), below what a spray from many addresses sends.
    globalFailures: { limit: 1000, windowMinutes: 10 },
    globalSends: { limit: 2000, windowMinutes: 10 },
  };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ENUMS: Record<string, readonly string[]> = {
  'passwordPolicy.strengthPolicy': STRENGTH_POLICIES,
  'dfp.mode': ['OBSERVATION', 'DECISIONING'],
};
const NULLABLE = new Set(['cnameDomain', 'slugPattern']);

/**
 * Merges `patch` onto `base`, checking every value against the shape of the defaults, so a typo in a
 * config file is reported at start instead of silently ignored.
 */
export function mergeConfig(base: ProjectConfig, patch: unknown, where = 'config'): ProjectConfig {
  const merged = mergeNode(base, patch, '', where) as ProjectConfig;
  const { ludsComplexity, ludsMinimumCount } = merged.passwordPolicy;
  if (!Number.isInteger(ludsComplexity) || ludsComplexity < 1 || ludsComplexity > 4) {
    throw new ConfigError(`${where}: passwordPolicy.ludsComplexity must be an integer from 1 to 4`);
  }
  if (!Number.isInteger(ludsMinimumCount) || ludsMinimumCount < 1 || ludsMinimumCount > 256) {
    throw new ConfigError(`${where}: passwordPolicy.ludsMinimumCount must be an integer from 1 to 256`);
  }
  for (const token of [merged.publicTokens.test, merged.publicTokens.live]) {
    if (!token.startsWith('public-token-')) {
      throw new ConfigError(`${where}: public tokens must start with "public-token-" (spec §5), got "${token}"`);
    }
  }
  if (merged.publicTokens.test === merged.publicTokens.live) {
    throw new ConfigError(`${where}: the test and live public tokens must differ`);
  }
  for (const environment of ['test', 'live'] as const) {
    const secret = merged.secrets[environment];
    // Long enough not to be guessed within the throttle's budget (throttle.ts), in the provider's form.
    if (!secret.startsWith(SECRET_PREFIX[environment]) || secret.length < SECRET_PREFIX[environment].length + 16) {
      throw new ConfigError(
        `${where}: secrets.${environment} must start with "${SECRET_PREFIX[environment]}" and have at least 16 characters after it`,
      );
    }
  }
  if (merged.emailDomains.length === 0) throw new ConfigError(`${where}: emailDomains needs at least one domain`);
  const { userLock, ipFailures, destinationSends, ipSends, globalFailures, globalSends } = merged.throttling;
  const counts: [string, number][] = [
    ['throttling.userLock.threshold', userLock.threshold],
    ['throttling.userLock.lockMinutes', userLock.lockMinutes],
    ...(['ipFailures', 'destinationSends', 'ipSends', 'globalFailures', 'globalSends'] as const).flatMap((name): [string, number][] => {
      const limit = { ipFailures, destinationSends, ipSends, globalFailures, globalSends }[name];
      return [
        [`throttling.${name}.limit`, limit.limit],
        [`throttling.${name}.windowMinutes`, limit.windowMinutes],
      ];
    }),
  ];
  for (const [name, value] of counts) {
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
      throw new ConfigError(`${where}: ${name} must be an integer from 1 to 1000000`);
  }
  for (const pattern of [...merged.allowedOrigins, ...merged.allowedRedirectUrls]) {
    if (!/^https?:\/\/[^/\s]+(\/\S*)?$/i.test(pattern)) {
      throw new ConfigError(`${where}: "${pattern}" is not an http(s) URL pattern`);
    }
  }
  return merged;
}

function mergeNode(base: unknown, patch: unknown, path: string, where: string): unknown {
  if (patch === undefined) return structuredClone(base);
  const name = path || '(root)';
  if (path && NULLABLE.has(path) && (patch === null || typeof patch === 'string')) return patch;
  if (Array.isArray(base)) {
    if (!Array.isArray(patch) || !patch.every((item) => typeof item === 'string')) {
      throw new ConfigError(`${where}: ${name} must be an array of strings`);
    }
    return [...patch];
  }
  if (base !== null && typeof base === 'object') {
    if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
      throw new ConfigError(`${where}: ${name} must be an object`);
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(patch)) {
      if (!Object.hasOwn(base, key)) throw new ConfigError(`${where}: unknown setting ${path ? `${path}.` : ''}${key}`);
    }
    for (const [key, value] of Object.entries(base)) {
      out[key] = mergeNode(value, (patch as Record<string, unknown>)[key], path ? `${path}.${key}` : key, where);
    }
    return out;
  }
  if (typeof patch !== typeof base || (NULLABLE.has(path) && base === null && typeof patch !== 'string')) {
    throw new ConfigError(`${where}: ${name} must be a ${base === null ? 'string or null' : typeof base}`);
  }
  const allowed = ENUMS[path];
  if (allowed && !allowed.includes(patch as string)) {
    throw new ConfigError(`${where}: ${name} must be one of ${allowed.join(', ')}`);
  }
  return patch;
}

export function loadConfigFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read config file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ConfigError(`config file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Holds the live configuration; route handlers read `current` on every request so run-time patches apply at once. */
export class ConfigHolder {
  #initial: ProjectConfig;
  current: ProjectConfig;

  constructor(initial: ProjectConfig) {
    this.#initial = structuredClone(initial);
    this.current = structuredClone(initial);
  }

  patch(patch: unknown): ProjectConfig {
    this.current = mergeConfig(this.current, patch, 'PATCH /_emulator/config');
    return this.current;
  }

  reset(): void {
    this.current = structuredClone(this.#initial);
  }

  /** Which environment a public token belongs to, or null for an unknown token. */
  environmentOf(publicToken: string): 'test' | 'live' | null {
    const { test, live } = this.current.publicTokens;
    if (publicToken === test) return 'test';
    if (publicToken === live) return 'live';
    return null;
  }
}

/**
 * URL patterns for allowed origins and redirect URLs. `http://localhost:*` matches any port (or none) on
 * localhost and, having no path, any path; `https://*.example.com/callback` matches one host label and
 * exactly that path; `*` inside a path matches anything.
 */
export function matchesUrlPattern(pattern: string, candidate: string, { ignorePath = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/]+)(\/.*)?$/i.exec(pattern);
  if (!parts) return false;
  const [, scheme = '', authority = '', path] = parts;
  if (url.protocol !== `${scheme.toLowerCase()}:`) return false;

  const portWildcard = authority.endsWith(':*');
  const hostPattern = portWildcard ? authority.slice(0, -2) : authority;
  const hostRegex = new RegExp(`^${escapeRegex(hostPattern.toLowerCase()).replaceAll('\\*', '[a-z0-9-]+')}$`);
  const hostPort = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  if (portWildcard ? !hostRegex.test(url.hostname) : !hostRegex.test(hostPort)) return false;

  if (ignorePath || path === undefined) return true;
  const pathRegex = new RegExp(`^${escapeRegex(path).replaceAll('\\*', '.*')}$`);
  return pathRegex.test(url.pathname);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
