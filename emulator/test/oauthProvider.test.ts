// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_PROVIDERS } from '../../src/wire';
import { ApiError } from '../src/http/errors';
import { escapeHtml, pageCsp } from '../src/http/html';
import {
  defaultSubject,
  parseIdentity,
  parseProvider,
  parseStartQuery,
  redirectWithToken,
  renderProviderPage,
  splitName,
} from '../src/oauth/provider';
import { checkVerifier, s256 } from '../src/pkce';

function errorTypeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errorType;
  }
}

/** The client's verifier (spec §9): 16 random 32-bit values, hex-encoded. */
const verifier = () => randomBytes(64).toString('hex');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

describe('OAuth providers', () => {
  it('knows exactly the 19 providers of spec §3', () => {
    expect(OAUTH_PROVIDERS).toHaveLength(19);
    for (const provider of ['google', 'apple', 'github', 'twitter', 'yahoo', 'figma']) expect(parseProvider(provider)).toBe(provider);
    expect(errorTypeOf(() => parseProvider('myspace'))).toBe('invalid_oauth_provider');
    expect(errorTypeOf(() => parseProvider('Google'))).toBe('invalid_oauth_provider');
  });
});

describe('the start query', () => {
  it('reads the query the client builds: token, challenge, space-separated scopes, provider_* params, redirect URLs', () => {
    const challenge = challengeOf(verifier());
    const parsed = parseStartQuery({
      public_token: 'public-token-test-abc',
      code_challenge: challenge,
      custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly openid',
      provider_prompt: 'select_account',
      provider_login_hint: 'ada@example.com',
      login_redirect_url: 'http://localhost:5173/authenticate',
      signup_redirect_url: 'http://localhost:5173/welcome',
      something_new: 'ignored',
    });
    expect(parsed).toEqual({
      publicToken: 'public-token-test-abc',
      codeChallenge: challenge,
      customScopes: ['https://www.googleapis.com/auth/calendar.readonly', 'openid'],
      providerParams: { prompt: 'select_account', login_hint: 'ada@example.com' },
      loginRedirectUrl: 'http://localhost:5173/authenticate',
      signupRedirectUrl: 'http://localhost:5173/welcome',
    });
  });

  it('leaves optional parts empty', () => {
    expect(parseStartQuery({ public_token: 'public-token-test-abc' })).toEqual({
      publicToken: 'public-token-test-abc',
      codeChallenge: null,
      customScopes: [],
      providerParams: {},
      loginRedirectUrl: null,
      signupRedirectUrl: null,
    });
  });

  it.each([
    [{}, 'public_token_required'],
    [{ public_token: ['a', 'b'] }, 'bad_request'],
    [{ public_token: 't', code_challenge: 'plain-verifier-not-a-digest' }, 'invalid_pkce_code_challenge'],
    [{ public_token: 't', code_challenge: `${'a'.repeat(42)}=` }, 'invalid_pkce_code_challenge'],
    [{ public_token: 't', custom_scopes: 'openid "quoted"' }, 'bad_request'],
    [{ public_token: 't', provider_prompt: ['a', 'b'] }, 'bad_request'],
    [{ public_token: 't', provider_prompt: 'x'.repeat(2049) }, 'bad_request'],
  ])('refuses %j with %s', (query, type) => {
    expect(errorTypeOf(() => parseStartQuery(query))).toBe(type);
  });
});

describe('PKCE (RFC 7636 S256)', () => {
  it('computes the challenge as base64url SHA-256 of the verifier (RFC 7636 appendix B)', () => {
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('accepts the matching verifier and refuses a wrong, missing or malformed one', () => {
    const v = verifier();
    const challenge = challengeOf(v);
    expect(() => checkVerifier(challenge, v, 'oauth')).not.toThrow();
    expect(errorTypeOf(() => checkVerifier(challenge, verifier(), 'oauth'))).toBe('pkce_mismatch');
    expect(errorTypeOf(() => checkVerifier(challenge, undefined, 'oauth'))).toBe('pkce_expected_code_verifier');
    expect(errorTypeOf(() => checkVerifier(challenge, '', 'oauth'))).toBe('pkce_expected_code_verifier');
    expect(errorTypeOf(() => checkVerifier(challenge, 'short', 'oauth'))).toBe('invalid_pkce_code_verifier');
    expect(errorTypeOf(() => checkVerifier(challenge, `${v.slice(0, 60)} ${v.slice(61)}`, 'oauth'))).toBe('invalid_pkce_code_verifier');
    // Sending the challenge itself as the verifier is the classic downgrade: it must not pass.
    expect(errorTypeOf(() => checkVerifier(challenge, challenge, 'oauth'))).toBe('pkce_mismatch');
  });

  it('refuses a verifier for a token that was issued without a challenge, and accepts none', () => {
    expect(() => checkVerifier(null, undefined, 'oauth')).not.toThrow();
    expect(errorTypeOf(() => checkVerifier(null, verifier(), 'oauth'))).toBe('pkce_did_not_expect_code_verifier');
  });

  it('for email links, ignores a stray verifier and answers a missing one with pkce_mismatch', () => {
    const v = verifier();
    expect(() => checkVerifier(null, v, 'email_link')).not.toThrow();
    expect(() => checkVerifier(challengeOf(v), v, 'email_link')).not.toThrow();
    expect(errorTypeOf(() => checkVerifier(challengeOf(v), undefined, 'email_link'))).toBe('pkce_mismatch');
    expect(errorTypeOf(() => checkVerifier(challengeOf(v), verifier(), 'email_link'))).toBe('pkce_mismatch');
  });
});

describe('test identities', () => {
  it('defaults a stable, provider-specific subject from the email and splits the name', () => {
    const a = parseIdentity('github', { email: ' Ada@Example.com ', name: 'Ada  King Lovelace' });
    expect(a).toMatchObject({ email: 'ada@example.com', name: 'Ada King Lovelace', locale: 'en' });
    expect(a.subject).toBe(defaultSubject('github', 'ada@example.com'));
    expect(parseIdentity('github', { email: 'ada@example.com' }).subject).toBe(a.subject);
    expect(parseIdentity('google', { email: 'ada@example.com' }).subject).not.toBe(a.subject);
    expect(parseIdentity('github', { email: 'ada@example.com', subject: 'gh-42' }).subject).toBe('gh-42');
    expect(splitName('Ada King Lovelace')).toEqual({ first_name: 'Ada King', last_name: 'Lovelace' });
    expect(splitName('Ada')).toEqual({ first_name: 'Ada', last_name: '' });
  });

  it.each([
    [{}],
    [{ email: 'not-an-email' }],
    [{ email: 'a@b.c', subject: 'has space' }],
    [{ email: 'a@example.com', name: 'x'.repeat(201) }],
    [{ email: 42 }],
  ])('refuses %j', (input) => {
    expect(errorTypeOf(() => parseIdentity('google', input))).toBe('invalid_identity');
  });
});

describe('the redirect back to the host', () => {
  it('adds stytch_token_type=oauth and the token, keeping the URL own query', () => {
    const url = new URL(redirectWithToken('http://localhost:5173/authenticate?next=%2Fhome', 'tok_123'));
    expect(url.origin + url.pathname).toBe('http://localhost:5173/authenticate');
    expect(Object.fromEntries(url.searchParams)).toEqual({ next: '/home', stytch_token_type: 'oauth', token: 'tok_123' });
  });
});

describe('the emulated provider page', () => {
  const page = (overrides: Partial<Parameters<typeof renderProviderPage>[0]> = {}) =>
    renderProviderPage({
      provider: 'github',
      projectName: 'Gatehouse',
      formAction: '/v1/public/oauth/github/callback',
      state: 'state-abc',
      nonce: 'n0nce',
      scopes: ['read:user'],
      knownIdentities: [],
      loginHint: '',
      ...overrides,
    });

  it('names the provider and carries the state in a form that posts to the emulator', () => {
    const html = page();
    expect(html).toContain('<title>Sign in with GitHub (Gatehouse emulator)</title>');
    expect(html).toContain('action="/v1/public/oauth/github/callback"');
    expect(html).toContain('name="state" value="state-abc"');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes every interpolated value', () => {
    const attack = `"><script>alert(1)</script><img src=x onerror=alert(2)>'`;
    const html = page({
      projectName: attack,
      loginHint: attack,
      state: attack,
      error: attack,
      scopes: [attack],
      knownIdentities: [{ email: attack, name: attack, subject: attack }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
  });

  it('lists identities used before as one-click choices', () => {
    const html = page({ knownIdentities: [{ email: 'ada@example.com', name: 'Ada', subject: '1abc' }] });
    expect(html).toContain('Continue as Ada');
    expect(html).toContain('name="subject" value="1abc"');
  });

  it('has a strict CSP: no script, nonce style, no framing, forms only to itself and the redirect origins', () => {
    const csp = pageCsp('n0nce', ['http://localhost:5173', 'http://localhost:5173']);
    expect(csp).toBe(
      "default-src 'none'; style-src 'nonce-n0nce'; img-src 'self' data:; form-action 'self' http://localhost:5173; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
