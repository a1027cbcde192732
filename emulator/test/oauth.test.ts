// @vitest-environment node
/**
 * OAuth over real HTTP (spec §7): the start redirect, the emulated provider page and its form post, the
 * token exchange with PKCE; the control that issues a token without the page; Google One Tap.
 */
import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_PROVIDERS } from '../../src/wire/index.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

function pkcePair() {
  const verifier = randomBytes(64).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function raw(path: string, init: RequestInit = {}) {
  return fetch(`${api.url}${path}`, { redirect: 'manual', ...init });
}

function startPath(provider: string, query: Record<string, string>) {
  return `/v1/public/oauth/${provider}/start?${new URLSearchParams({ public_token: api.publicToken, ...query })}`;
}

/**
 * Follows start → emulated page → form post, as a browser would, and returns the final redirect. The start
 * carries a fresh challenge unless the query has one (PKCE is required for OAuth by default, issue 42).
 */
async function signInThroughPage(provider: string, query: Record<string, string>, identity: Record<string, string>) {
  const { verifier, challenge } = pkcePair();
  const start = await raw(startPath(provider, { code_challenge: challenge, ...query }));
  expect(start.status).toBe(302);
  const pageUrl = start.headers.get('location')!;
  expect(pageUrl).toMatch(new RegExp(`^/_emulator/oauth/${provider}/authorize\\?state=`));
  const page = await raw(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)![1]!;
  const posted = await raw(`/_emulator/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, action: 'sign_in', ...identity }).toString(),
  });
  return { page, html, state, posted, redirect: posted.headers.get('location') ?? '', verifier };
}

function tokenOf(redirect: string) {
  const url = new URL(redirect);
  expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
  return url.searchParams.get('token')!;
}

describe('OAuth through the emulated provider page', () => {
  it('signs up with PKCE: page, redirect to the signup URL with a token, authenticate with the verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const { page, html, posted, redirect } = await signInThroughPage(
      'github',
      {
        code_challenge: challenge,
        custom_scopes: 'repo read:org',
        provider_login_hint: 'ada@example.com',
        login_redirect_url: 'http://localhost:5173/login',
        signup_redirect_url: 'http://localhost:5173/welcome',
      },
      { email: 'ada@example.com', name: 'Ada Lovelace' },
    );
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain('Sign in with GitHub');
    expect(html).toContain('value="ada@example.com"');
    expect(html).toContain('read:user user:email repo read:org');
    expect(posted.status).toBe(303);
    expect(redirect.startsWith('http://localhost:5173/welcome?stytch_token_type=oauth&token=')).toBe(true);

    const answer = await api.post('/oauth/authenticate', {
      token: tokenOf(redirect),
      code_verifier: verifier,
      session_duration_minutes: 60,
    });
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(data).toMatchObject({
      provider_type: 'github',
      user_created: true,
      provider_values: { scopes: ['read:user', 'user:email', 'repo', 'read:org'] },
    });
    expect(data.user.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(data.user.emails).toEqual([{ email_id: expect.any(String), email: 'ada@example.com', verified: true }]);
    expect(data.user.providers).toEqual([
      {
        oauth_user_registration_id: data.oauth_user_registration_id,
        provider_subject: data.provider_subject,
        provider_type: 'github',
        profile_picture_url: '',
        locale: 'en',
      },
    ]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'oauth',
        delivery_method: 'oauth_github',
        last_authenticated_at: expect.any(String),
        github_oauth_factor: {
          id: data.oauth_user_registration_id,
          provider_subject: data.provider_subject,
          email_id: data.user.emails[0].email_id,
        },
      },
    ]);
  });

  it('logs a returning identity in through the login URL and, when a test asks, offers it on the page', async () => {
    const first = await signInThroughPage('google', {}, { email: 'grace@example.com', name: 'Grace' });
    const firstAuth = await api.post('/oauth/authenticate', { token: tokenOf(first.redirect), code_verifier: first.verifier });
    const listing = await api.request('POST', '/_emulator/oauth/provider_page', { body: { list_known_identities: true }, auth: null });
    expect(listing.json).toEqual({ list_known_identities: true });
    const second = await signInThroughPage('google', {}, { email: 'grace@example.com' });
    expect(second.html).toContain('Continue as Grace');
    expect(second.redirect.startsWith(`${api.emulator.config.current.defaultRedirectUrls.login}?`)).toBe(true);
    const secondAuth = await api.post('/oauth/authenticate', { token: tokenOf(second.redirect), code_verifier: second.verifier });
    expect(secondAuth.json.data).toMatchObject({ user_id: firstAuth.json.data.user_id, user_created: false });
  });

  it('lists no earlier identities on the page unless a test asks for them', async () => {
    const first = await signInThroughPage('google', {}, { email: 'private@example.com', name: 'Private Person' });
    expect((await api.post('/oauth/authenticate', { token: tokenOf(first.redirect), code_verifier: first.verifier })).status).toBe(200);
    const second = await signInThroughPage('google', {}, { email: 'someone-else@example.com' });
    expect(second.html).not.toContain('private@example.com');
    expect(second.html).not.toContain('Private Person');
    expect((await api.request('GET', '/_emulator/oauth/provider_page', { auth: null })).json).toEqual({ list_known_identities: false });
  });

  it('links a provider identity to the existing user with that email', async () => {
    const { user_id } = await signUpByEmailOtp(api, 'linked@example.com');
    const { redirect, verifier } = await signInThroughPage('discord', {}, { email: 'linked@example.com' });
    const answer = await api.post('/oauth/authenticate', { token: tokenOf(redirect), code_verifier: verifier });
    expect(answer.json.data.user_id).toBe(user_id);
    expect(answer.json.data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['discord']);
  });

  it('works for every provider of spec §3', async () => {
    for (const provider of OAUTH_PROVIDERS) {
      const start = await raw(startPath(provider, { code_challenge: pkcePair().challenge }));
      expect({ provider, status: start.status }).toEqual({ provider, status: 302 });
    }
  });

  it('keeps the page usable after a bad identity, and a used state cannot be posted again', async () => {
    const start = await raw(startPath('gitlab', { code_challenge: pkcePair().challenge }));
    const state = new URL(start.headers.get('location')!, api.url).searchParams.get('state')!;
    const post = (fields: Record<string, string>) =>
      raw('/_emulator/oauth/gitlab/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, ...fields }).toString(),
      });
    const bad = await post({ email: '<script>alert(1)</script>' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('role="alert"');
    expect(badHtml).not.toContain('<script>alert');
    expect((await post({ email: 'ok@example.com' })).status).toBe(303);
    const again = await post({ email: 'ok@example.com' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('expired or was already completed');
  });

  it('sends a cancelled sign-in back without a token', async () => {
    const start = await raw(
      startPath('apple', { code_challenge: pkcePair().challenge, login_redirect_url: 'http://localhost:5173/login' }),
    );
    const state = new URL(start.headers.get('location')!, api.url).searchParams.get('state')!;
    const cancelled = await raw('/_emulator/oauth/apple/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, action: 'cancel' }).toString(),
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://localhost:5173/login?error=access_denied');
  });
});

describe('OAuth errors', () => {
  it('answers an unknown provider, a bad public token and a redirect URL outside the allowed list in the error shape', async () => {
    const json = async (response: Response) => ({ status: response.status, headers: response.headers, json: await response.json() });
    expectError(await json(await raw(startPath('myspace', {}))), 404, 'invalid_oauth_provider');
    expectError(
      await json(await raw('/v1/public/oauth/google/start?public_token=public-token-test-nope')),
      401,
      'unauthorized_credentials',
    );
    expectError(await json(await raw('/v1/public/oauth/google/start')), 400, 'public_token_required');
    expectError(
      await json(await raw(startPath('google', { login_redirect_url: 'https://evil.example/steal' }))),
      400,
      'no_match_for_provided_oauth_url',
    );
    expectError(await json(await raw(startPath('google', { code_challenge: 'plain' }))), 400, 'invalid_pkce_code_challenge');
  });

  it('requires a code challenge by default (issue 42), and not in a project that turns PKCE for OAuth off', async () => {
    const response = await raw(startPath('google', {}));
    expectError({ status: response.status, headers: response.headers, json: await response.json() }, 400, 'missing_code_challenge');
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { oauth: false } }, auth: null });
    expect((await raw(startPath('google', {}))).status).toBe(302);
  });

  it('refuses a token issued without a challenge once the project requires PKCE', async () => {
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { oauth: false } }, auth: null });
    const { token } = (
      await api.request('POST', '/_emulator/oauth/token', { body: { provider: 'github', email: 'early@example.com' }, auth: null })
    ).json;
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { oauth: true } }, auth: null });
    expectError(await api.post('/oauth/authenticate', { token }), 400, 'missing_code_challenge');
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { oauth: false } }, auth: null });
    expect((await api.post('/oauth/authenticate', { token })).status).toBe(200);
  });

  it('checks the PKCE verifier: missing or wrong fails without spending the token, then it works once', async () => {
    const { verifier, challenge } = pkcePair();
    const { redirect } = await signInThroughPage('twitch', { code_challenge: challenge }, { email: 'pkce@example.com' });
    const token = tokenOf(redirect);
    expectError(await api.post('/oauth/authenticate', { token }), 400, 'pkce_expected_code_verifier');
    expectError(await api.post('/oauth/authenticate', { token, code_verifier: pkcePair().verifier }), 400, 'pkce_mismatch');
    expectError(await api.post('/oauth/authenticate', { token, code_verifier: challenge }), 400, 'pkce_mismatch');
    expect((await api.post('/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);
    expectError(await api.post('/oauth/authenticate', { token, code_verifier: verifier }), 404, 'oauth_token_not_found');
  });

  it('refuses an unknown token and an expired one', async () => {
    expectError(await api.post('/oauth/authenticate', { token: 'x'.repeat(43) }), 404, 'oauth_token_not_found');
    const issued = await api.request('POST', '/_emulator/oauth/token', {
      body: { provider: 'slack', email: 'late@example.com' },
      auth: null,
    });
    await api.advanceMinutes(11);
    const late = expectError(await api.post('/oauth/authenticate', { token: issued.json.token }), 404, 'oauth_token_not_found');
    expect(late.error_message).toMatch(/expired/);
  });
});

describe('login CSRF through redirect links (issue 42)', () => {
  /** The victim's browser: it holds the verifier of its own pending sign-in, and sends it with any OAuth token. */
  const victim = pkcePair();

  it("refuses the attacker's own OAuth token in the victim's browser, however the attacker minted it", async () => {
    // The attacker's start without a challenge, on the provider page or through One Tap, is refused by default.
    const start = await raw(startPath('github', {}));
    expectError({ status: start.status, headers: start.headers, json: await start.json() }, 400, 'missing_code_challenge');
    const oneTap = await raw(`/v1/public/oauth/google/onetap/start?public_token=${api.publicToken}`);
    expectError({ status: oneTap.status, headers: oneTap.headers, json: await oneTap.json() }, 400, 'missing_code_challenge');

    // A token minted without one anyway (the control stands for the provider page) is refused with or without a verifier.
    const bare = await api.request('POST', '/_emulator/oauth/token', {
      body: { provider: 'github', email: 'mallory@example.com' },
      auth: null,
    });
    expectError(await api.post('/oauth/authenticate', { token: bare.json.token }), 400, 'missing_code_challenge');
    expectError(
      await api.post('/oauth/authenticate', { token: bare.json.token, code_verifier: victim.verifier }),
      400,
      'missing_code_challenge',
    );

    // With the attacker's own challenge, through the page: the victim's verifier does not match it.
    const { redirect } = await signInThroughPage('github', {}, { email: 'mallory@example.com' });
    expectError(await api.post('/oauth/authenticate', { token: tokenOf(redirect), code_verifier: victim.verifier }), 400, 'pkce_mismatch');
    expectError(await api.post('/oauth/authenticate', { token: tokenOf(redirect) }), 400, 'pkce_expected_code_verifier');
  });

  it("with the flag off, the victim's verifier still refuses a challenge-less token; a token with a challenge needs its own", async () => {
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { oauth: false } }, auth: null });
    const bare = await api.request('POST', '/_emulator/oauth/token', {
      body: { provider: 'github', email: 'mallory@example.com' },
      auth: null,
    });
    // The victim's client always holds a verifier: a challenge-less token with one is refused (issue 26).
    expectError(
      await api.post('/oauth/authenticate', { token: bare.json.token, code_verifier: victim.verifier }),
      400,
      'pkce_did_not_expect_code_verifier',
    );
    const { redirect, verifier } = await signInThroughPage('github', {}, { email: 'own@example.com' });
    expectError(await api.post('/oauth/authenticate', { token: tokenOf(redirect) }), 400, 'pkce_expected_code_verifier');
    expect((await api.post('/oauth/authenticate', { token: tokenOf(redirect), code_verifier: verifier })).status).toBe(200);
  });

  it('refuses a malformed One Tap start challenge, as the OAuth start does', async () => {
    const malformed = await raw(`/v1/public/oauth/google/onetap/start?public_token=${api.publicToken}&code_challenge=plain`);
    expectError({ status: malformed.status, headers: malformed.headers, json: await malformed.json() }, 400, 'invalid_pkce_code_challenge');
  });
});

describe('the OAuth token control', () => {
  it('issues a token for an identity without the page, bound to a verifier when given', async () => {
    const { verifier, challenge } = pkcePair();
    const issued = await api.request('POST', '/_emulator/oauth/token', {
      body: { provider: 'microsoft', email: 'ctl@example.com', name: 'Con Trol', subject: 'ms-42', code_challenge: challenge },
      auth: null,
    });
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({
      user_created: true,
      provider_subject: 'ms-42',
      redirect_url: expect.stringContaining('stytch_token_type=oauth&token='),
    });
    expectError(await api.post('/oauth/authenticate', { token: issued.json.token }), 400, 'pkce_expected_code_verifier');
    const answer = await api.post('/oauth/authenticate', { token: issued.json.token, code_verifier: verifier });
    expect(answer.json.data).toMatchObject({ provider_type: 'microsoft', provider_subject: 'ms-42' });
    expectError(
      await api.request('POST', '/_emulator/oauth/token', { body: { provider: 'google', email: 'nope' }, auth: null }),
      400,
      'invalid_identity',
    );
  });

  it('deleting the provider registration through users removes it from the user', async () => {
    const { verifier, challenge } = pkcePair();
    const issued = await api.request('POST', '/_emulator/oauth/token', {
      body: { provider: 'figma', email: 'del@example.com', code_challenge: challenge },
      auth: null,
    });
    const answer = await api.post('/oauth/authenticate', { token: issued.json.token, code_verifier: verifier });
    const { session_token, oauth_user_registration_id } = answer.json.data;
    const deleted = await api.del(`/users/oauth/${oauth_user_registration_id}`, session_token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.providers).toEqual([]);
  });
});

describe('Google One Tap stand-in', () => {
  /** The start as the client makes it: with the challenge of a pair the browser keeps (issue 42). */
  async function oneTapStart(challenge = pkcePair().challenge) {
    const response = await raw(`/v1/public/oauth/google/onetap/start?public_token=${api.publicToken}&code_challenge=${challenge}`);
    return { status: response.status, headers: response.headers, json: await response.json() };
  }

  async function submit(callbackId: string, body: Record<string, unknown>) {
    const response = await raw(`/v1/oauth/callback/${callbackId}`, {
      method: 'POST',
      headers: { 'x-stytch-oauth-type': 'google-one-tap' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: await response.json() };
  }

  it("runs start → credential → submit → authenticate with the start's verifier, and each callback works once", async () => {
    const { verifier, challenge } = pkcePair();
    const started = await oneTapStart(challenge);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      google_client_id: 'gatehouse-emulator.apps.googleusercontent.com',
      oauth_callback_id: expect.any(String),
      stytch_csrf_token: expect.any(String),
      nonce: expect.any(String),
    });
    expect(started.headers.get('set-cookie')).toContain(`stytch_csrf_private_token=${started.json.stytch_csrf_token}`);

    await api.request('POST', '/_emulator/one_tap', { body: { identity: { email: 'tap@example.com', name: 'Tap Per' } }, auth: null });
    const credential = await api.request('POST', '/_emulator/one_tap/credential', {
      body: { client_id: started.json.google_client_id, nonce: started.json.nonce },
      auth: null,
    });
    expect(credential.json.credential.split('.')).toHaveLength(3);

    const body = {
      id_token: credential.json.credential,
      stytch_csrf_token: started.json.stytch_csrf_token,
      login_redirect_url: 'http://localhost:5173/login',
    };
    const submitted = await submit(started.json.oauth_callback_id, body);
    expect(submitted.status).toBe(200);
    expect(submitted.json.redirect_url).toMatch(/^http:\/\/localhost:5173\/authenticate\?stytch_token_type=oauth&token=/);
    const token = tokenOf(submitted.json.redirect_url);
    // Bound to the browser that started (issue 42): without its verifier, or with another, it does not sign in.
    expectError(await api.post('/oauth/authenticate', { token }), 400, 'pkce_expected_code_verifier');
    expectError(await api.post('/oauth/authenticate', { token, code_verifier: pkcePair().verifier }), 400, 'pkce_mismatch');
    const answer = await api.post('/oauth/authenticate', { token, code_verifier: verifier });
    expect(answer.json.data).toMatchObject({ provider_type: 'google', user: { emails: [{ email: 'tap@example.com', verified: true }] } });
    expectError(await submit(started.json.oauth_callback_id, body), 400, 'invalid_callback_id');
  });

  it('accepts each ID token once: a captured one does not pass a fresh callback for the rest of its hour (issue 26)', async () => {
    const first = await oneTapStart();
    const idToken = (
      await api.request('POST', '/_emulator/one_tap/id_token', {
        body: { email: 'tapped@example.com', nonce: first.json.nonce },
        auth: null,
      })
    ).json.id_token as string;
    const submitted = await submit(first.json.oauth_callback_id, { id_token: idToken, stytch_csrf_token: first.json.stytch_csrf_token });
    expect(submitted.status).toBe(200);
    // The replay: a fresh start (anyone holding the public token may make one), the same ID token.
    const second = await oneTapStart();
    expectError(
      await submit(second.json.oauth_callback_id, { id_token: idToken, stytch_csrf_token: second.json.stytch_csrf_token }),
      400,
      'id_token_invalid',
    );
    // An ID token minted without any nonce passes no callback either.
    const third = await oneTapStart();
    const bare = (await api.request('POST', '/_emulator/one_tap/id_token', { body: { email: 'tapped@example.com' }, auth: null })).json
      .id_token as string;
    expectError(
      await submit(third.json.oauth_callback_id, { id_token: bare, stytch_csrf_token: third.json.stytch_csrf_token }),
      400,
      'id_token_invalid',
    );
  });

  it('refuses a wrong CSRF token, a forged, expired or foreign-audience ID token', async () => {
    const idToken = async (extra: Record<string, unknown> = {}) =>
      (await api.request('POST', '/_emulator/one_tap/id_token', { body: { email: 'x@example.com', ...extra }, auth: null })).json
        .id_token as string;
    let started = await oneTapStart();
    expectError(
      await submit(started.json.oauth_callback_id, { id_token: await idToken(), stytch_csrf_token: 'wrong' }),
      400,
      'invalid_callback_id',
    );

    const cases: [Record<string, unknown> | 'forged', string][] = [
      [{ expires_in_seconds: -60 }, 'id_token_expired'],
      [{ audience: 'someone-else.apps.googleusercontent.com' }, 'id_token_incorrect_audience'],
      ['forged', 'id_token_invalid'],
    ];
    for (const [extra, type] of cases) {
      started = await oneTapStart();
      let token = await idToken(extra === 'forged' ? {} : extra);
      if (extra === 'forged') {
        const [header, payload, signature] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        token = [header, Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.com' })).toString('base64url'), signature].join(
          '.',
        );
      }
      expectError(
        await submit(started.json.oauth_callback_id, { id_token: token, stytch_csrf_token: started.json.stytch_csrf_token }),
        400,
        type,
      );
    }
  });

  it.each(['oauth_config_not_found', 'no_login_redirect_urls_set', 'no_signup_redirect_urls_set', 'default_provider_not_allowed'])(
    'produces the API-side One Tap error %s on demand',
    async (error) => {
      await api.request('POST', '/_emulator/one_tap', { body: { error }, auth: null });
      const started = await oneTapStart();
      expect(started.status).toBeGreaterThanOrEqual(400);
      expectError(started, started.status, error);
      await api.request('POST', '/_emulator/one_tap', { body: { error: null }, auth: null });
      expect((await oneTapStart()).status).toBe(200);
    },
  );

  it.each([
    ['origin_not_allowed_for_client', { not_displayed_reason: 'unregistered_origin' }],
    ['invalid_client', { not_displayed_reason: 'invalid_client' }],
    ['user_cancel', { skipped_reason: 'user_cancel' }],
  ])('produces the Google-side One Tap error %s through the stand-in script', async (error, reported) => {
    await api.request('POST', '/_emulator/one_tap', { body: { error }, auth: null });
    expect((await oneTapStart()).status).toBe(200);
    const credential = await api.request('POST', '/_emulator/one_tap/credential', {
      body: { client_id: 'gatehouse-emulator.apps.googleusercontent.com' },
      auth: null,
    });
    expect(credential.json).toEqual(reported);
  });

  it("keeps Google's 10-minute quiet period between automatic sign-ins: the prompt is shown instead", async () => {
    const quiet = async () => (await api.request('GET', '/_emulator/one_tap', { auth: null })).json.auto_select_quiet;
    await api.request('POST', '/_emulator/one_tap', { body: { auto_select: true }, auth: null });
    expect(await quiet()).toBe(false);
    const started = await oneTapStart();
    const pick = (selectBy: string) =>
      api.request('POST', '/_emulator/one_tap/credential', {
        body: { client_id: started.json.google_client_id, nonce: started.json.nonce, select_by: selectBy },
        auth: null,
      });
    // A click in the prompt does not start it; an automatic sign-in does.
    expect((await pick('user')).json.credential).toEqual(expect.any(String));
    expect(await quiet()).toBe(false);
    expect((await pick('auto')).json.credential).toEqual(expect.any(String));
    expect(await quiet()).toBe(true);
    await api.advanceMinutes(9);
    expect(await quiet()).toBe(true);
    await api.advanceMinutes(1);
    expect(await quiet()).toBe(false);
    expectError(await pick('twice'), 400, 'bad_request');
    // The stand-in script reads it before choosing the automatic path.
    expect(await (await raw('/_emulator/one_tap/gsi/client')).text()).toContain('mode.auto_select && !mode.auto_select_quiet');
  });

  it('clears the One Tap error on reset and serves the stand-in Google script', async () => {
    await api.request('POST', '/_emulator/one_tap', { body: { error: 'oauth_config_not_found' }, auth: null });
    await api.request('POST', '/_emulator/reset', { body: {}, auth: null });
    expect((await oneTapStart()).status).toBe(200);
    const script = await raw('/_emulator/one_tap/gsi/client');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.google.accounts.id');
    expectError(await api.request('POST', '/_emulator/one_tap', { body: { error: 'nope' }, auth: null }), 400, 'bad_request');
  });
});

describe('query strings', () => {
  const json = async (response: Response) => ({ status: response.status, headers: response.headers, json: await response.json() });

  it.each([
    ['the start call, a repeated public token', '/v1/public/oauth/google/start?public_token=a&public_token=b', '.public_token'],
    [
      'the start call, a repeated provider parameter',
      '/v1/public/oauth/google/start?public_token=a&provider_prompt=a&provider_prompt=b',
      '.provider_prompt',
    ],
    [
      'the start call, a redirect URL longer than a URL',
      `/v1/public/oauth/google/start?login_redirect_url=${'a'.repeat(2049)}`,
      '.login_redirect_url',
    ],
    ['the One Tap start, a repeated public token', '/v1/public/oauth/google/onetap/start?public_token=a&public_token=b', '.public_token'],
    ['the provider page, a repeated state', '/_emulator/oauth/google/authorize?state=a&state=b', '.state'],
  ])('answers a malformed query to %s with the schema error under query', async (_name, path, dataPath) => {
    const error = expectError(await json(await raw(path)), 400, 'bad_request');
    expect(error.error_message).toBe('Request does not match expected schema');
    expect(error.query).toEqual([expect.objectContaining({ dataPath, message: expect.any(String) })]);
  });

  it('passes provider_* parameters to the page and drops parameters it does not know', async () => {
    const start = await raw(
      startPath('google', { code_challenge: pkcePair().challenge, provider_login_hint: 'hint@example.com', unknown_parameter: 'x' }),
    );
    expect(start.status).toBe(302);
    const page = await raw(start.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="hint@example.com"');
  });
});

describe('the error catalogue page', () => {
  it('documents the method error types that error_url points at', async () => {
    const answer = expectError(
      await api.post('/crypto_wallets/authenticate', {
        crypto_wallet_address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        crypto_wallet_type: 'ethereum',
        signature: '0x00',
      }),
      404,
      'crypto_wallet_challenge_not_found',
    );
    const page = await fetch(answer.error_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<tr id="crypto_wallet_challenge_not_found">');
    expect(html).not.toContain('<tr id="unable_to_authenticate_crypto_wallet">'); // a 401, not on the 404 page
  });
});
