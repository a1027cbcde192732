/**
 * The emulated OAuth provider (spec §3 "OAuth providers", §7 "/v1/public/oauth/{provider}/start" and
 * "/oauth/authenticate"). The emulator plays every provider itself: the start URL shows an emulated provider
 * sign-in page where a tester picks or types a test identity, and the page's form post redirects to the
 * host's login or signup redirect URL with `stytch_token_type=oauth&token=…` (wire doc "Redirect tokens").
 * No storage here: the routes keep the pending sign-ins and tokens single use.
 */
import { createHash } from 'node:crypto';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProvider } from '../../../src/wire/index.ts';
import { apiError } from '../http/errors.ts';
import { escapeHtml } from '../http/html.ts';
import { queryChallenge } from '../pkce.ts';
import { canonicalEmail } from '../users/identity.ts';

export const DEFAULT_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  microsoft: ['openid', 'email', 'profile'],
  apple: ['name', 'email'],
  github: ['read:user', 'user:email'],
  gitlab: ['read_user', 'openid', 'email'],
  facebook: ['email', 'public_profile'],
  discord: ['identify', 'email'],
  salesforce: ['openid', 'email', 'profile'],
  slack: ['openid', 'email', 'profile'],
  amazon: ['profile'],
  bitbucket: ['account', 'email'],
  linkedin: ['openid', 'email', 'profile'],
  coinbase: ['wallet:user:read', 'wallet:user:email'],
  twitch: ['openid', 'user:read:email'],
  twitter: ['users.read', 'tweet.read'],
  tiktok: ['user.info.basic'],
  snapchat: ['user.display_name', 'user.bitmoji.avatar'],
  figma: ['files:read'],
  yahoo: ['openid', 'email', 'profile'],
};

/** A pending sign-in on the emulated page dies after this long; the issued token lives as long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const OAUTH_TOKEN_TTL_MS = 10 * 60_000;

export function parseProvider(value: string): OAuthProvider {
  if ((OAUTH_PROVIDERS as readonly string[]).includes(value)) return value as OAuthProvider;
  throw apiError('invalid_oauth_provider', `"${value}" is not an OAuth provider. Supported: ${OAUTH_PROVIDERS.join(', ')}.`);
}

export interface StartQuery {
  publicToken: string;
  codeChallenge: string | null;
  customScopes: string[];
  /** `provider_<key>` query parameters, keyed without the prefix (e.g. `login_hint`, `prompt`). */
  providerParams: Record<string, string>;
  loginRedirectUrl: string | null;
  signupRedirectUrl: string | null;
}

// RFC 6749 §3.3 scope-token: printable ASCII except space, `"` and `\`.
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]{1,256}$/;

function single(query: Record<string, unknown>, key: string): string | null {
  const value = query[key];
  if (value === undefined) return null;
  // A repeated parameter (?a=1&a=2) is ambiguous: refuse it rather than pick one.
  if (typeof value !== 'string') throw apiError('bad_request', `The query parameter ${key} must be given once, as a string.`);
  return value;
}

/**
 * Validates the start query the client builds (spec §7 table; scopes joined by spaces, provider
 * params as `provider_<key>`). Only the shape is checked here; the routes check the public token,
 * the redirect URLs against the allowed list and the project's PKCE requirement.
 */
export function parseStartQuery(query: Record<string, unknown>): StartQuery {
  const publicToken = single(query, 'public_token');
  if (!publicToken) throw apiError('public_token_required');

  const codeChallenge = queryChallenge(single(query, 'code_challenge'));

  const scopesText = single(query, 'custom_scopes') ?? '';
  const customScopes = scopesText.split(/[\s,]+/).filter(Boolean);
  if (customScopes.length > 50) throw apiError('bad_request', 'custom_scopes lists more than 50 scopes.');
  for (const scope of customScopes) {
    if (!SCOPE_TOKEN.test(scope)) throw apiError('bad_request', `custom_scopes has an invalid scope "${scope}" (RFC 6749 §3.3).`);
  }

  const providerParams: Record<string, string> = {};
  for (const key of Object.keys(query)) {
    if (key.startsWith('provider_') && key.length > 'provider_'.length) {
      const value = single(query, key)!;
      if (value.length > 2048) throw apiError('bad_request', `${key} is longer than 2048 characters.`);
      providerParams[key.slice('provider_'.length)] = value;
    }
    // Other unknown parameters are ignored, as the provider does, so newer clients keep working.
  }

  return {
    publicToken,
    codeChallenge,
    customScopes,
    providerParams,
    loginRedirectUrl: single(query, 'login_redirect_url') || null,
    signupRedirectUrl: single(query, 'signup_redirect_url') || null,
  };
}

/** A test identity as the emulated provider would return it. */
export interface TestIdentity {
  email: string;
  name: string;
  /** The provider's stable user ID (`sub`). */
  subject: string;
  profilePictureUrl: string;
  locale: string;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * The subject a provider would give this email: stable (the same tester gets the same account on every
 * run) and provider-specific (like real providers, each has its own ID space).
 */
export function defaultSubject(provider: OAuthProvider, email: string): string {
  return createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21).replace(/^./, '1');
}

/** Validates a typed or picked identity; the name and subject are optional and defaulted. */
export function parseIdentity(
  provider: OAuthProvider,
  input: { email?: unknown; name?: unknown; subject?: unknown; locale?: unknown },
): TestIdentity {
  const typed = typeof input.email === 'string' ? input.email.trim() : '';
  // The same canonical form as every other way in (NFKC, no invisible characters): one address, one account.
  const email = canonicalEmail(typed);
  if (email === null || !EMAIL.test(email) || email.length > 254) throw apiError('invalid_identity', `"${typed}" is not an email address.`);
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (name.length > 200 || /[\u0000-\u001f\u007f]/.test(name))
    throw apiError('invalid_identity', 'The name must be at most 200 printable characters.');
  const subjectText = typeof input.subject === 'string' ? input.subject.trim() : '';
  if (subjectText && !/^[\x21-\x7e]{1,255}$/.test(subjectText))
    throw apiError('invalid_identity', 'The subject must be 1 to 255 printable characters without spaces.');
  const locale = typeof input.locale === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(input.locale) ? input.locale : 'en';
  return {
    email: email.toLowerCase(),
    name,
    subject: subjectText || defaultSubject(provider, email),
    profilePictureUrl: '',
    locale,
  };
}

/** Splits a display name into the user's name parts (wire doc User `name`). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.split(' ').filter(Boolean);
  if (parts.length === 0) return { first_name: '', last_name: '' };
  if (parts.length === 1) return { first_name: parts[0]!, last_name: '' };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts.at(-1)! };
}

/** Appends `stytch_token_type=oauth&token=…` to the redirect URL, keeping its own query (wire doc). */
export function redirectWithToken(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('stytch_token_type', 'oauth');
  url.searchParams.set('token', token);
  return url.toString();
}

export interface ProviderPageInput {
  provider: OAuthProvider;
  projectName: string;
  /** Where the form posts (the emulator's own callback for this pending sign-in). */
  formAction: string;
  /** The pending sign-in's single-use state, carried by the form. */
  state: string;
  nonce: string;
  scopes: string[];
  /** Identities that signed in with this provider before, offered as one-click choices (only when a test asks). */
  knownIdentities: Pick<TestIdentity, 'email' | 'name' | 'subject'>[];
  /** `provider_login_hint`, pre-filled like a real provider does. */
  loginHint: string;
  error?: string | undefined;
}

/** The emulated provider sign-in page. Every interpolated value is escaped; there is no script. */
export function renderProviderPage(input: ProviderPageInput): string {
  const providerName = OAUTH_PROVIDER_NAMES[input.provider];
  const e = escapeHtml;
  const known = input.knownIdentities
    .map(
      (identity) => `
        <li>
          <form method="post" action="${e(input.formAction)}">
            <input type="hidden" name="state" value="${e(input.state)}">
            <input type="hidden" name="email" value="${e(identity.email)}">
            <input type="hidden" name="name" value="${e(identity.name)}">
            <input type="hidden" name="subject" value="${e(identity.subject)}">
            <button type="submit" name="action" value="sign_in">Continue as ${e(identity.name || identity.email)} <span class="muted">${e(identity.email)}</span></button>
          </form>
        </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${e(providerName)} (Gatehouse emulator)</title>
<style nonce="${e(input.nonce)}">
  body { font: 16px/1.5 Arial, Helvetica, sans-serif; color: #19303d; background: #f4f6f7; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #adbcc5; border-radius: 8px; padding: 24px 32px; }
  h1 { font-size: 24px; font-weight: 600; margin: 0 0 8px; }
  .muted { color: #5c727d; font-size: 14px; }
  label { display: block; margin-top: 12px; font-size: 14px; }
  form p.muted { margin: 4px 0 0; }
  input[type=text], input[type=email] { box-sizing: border-box; width: 100%; height: 45px; padding: 0 12px; border: 1px solid #5c727d; border-radius: 4px; font: inherit; }
  button { box-sizing: border-box; width: 100%; min-height: 45px; margin-top: 16px; border-radius: 4px; border: 1px solid #19303d; background: #19303d; color: #fff; font: inherit; cursor: pointer; }
  button.secondary { background: #fff; color: #19303d; }
  ul { list-style: none; padding: 0; margin: 0; }
  li button { background: #fff; color: #19303d; text-align: left; padding: 8px 12px; }
  li button .muted { display: block; }
  [role=alert] { color: #8b1214; background: #ffeeec; border-radius: 4px; padding: 8px 12px; }
  code { font-size: 13px; }
</style>
</head>
<body>
<main>
  <p class="muted">Gatehouse emulator · emulated ${e(providerName)}</p>
  <h1>Sign in with ${e(providerName)}</h1>
  <p>${e(input.projectName)} wants to sign you in. No real ${e(providerName)} account is used: pick or type a test identity.</p>
  <p class="muted">Scopes: <code>${e(input.scopes.join(' ') || '(none)')}</code></p>
  ${input.error ? `<p role="alert">${e(input.error)}</p>` : ''}
  ${known ? `<h2 class="muted">Test identities used before</h2><ul>${known}</ul>` : ''}
  <form method="post" action="${e(input.formAction)}">
    <input type="hidden" name="state" value="${e(input.state)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="off" value="${e(input.loginHint)}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="off" aria-describedby="name-hint">
    <p id="name-hint" class="muted">Optional.</p>
    <label for="subject">Subject</label>
    <input id="subject" name="subject" type="text" autocomplete="off" aria-describedby="subject-hint">
    <p id="subject-hint" class="muted">Optional: the provider's user ID. Left empty, it is derived from the address, so the same tester gets the same account.</p>
    <button type="submit" name="action" value="sign_in">Sign in</button>
  </form>
  <form method="post" action="${e(input.formAction)}">
    <input type="hidden" name="state" value="${e(input.state)}">
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
  </form>
</main>
</body>
</html>`;
}

/** A one-line page for a sign-in that cannot continue (bad or used state), escaped like the main page. */
export function renderProviderError(input: { nonce: string; title: string; message: string }): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(input.title)}</title>
<style nonce="${e(input.nonce)}">body{font:16px/1.5 Arial,Helvetica,sans-serif;color:#19303d;max-width:420px;margin:48px auto}</style></head>
<body><h1>${e(input.title)}</h1><p role="alert">${e(input.message)}</p></body></html>`;
}
