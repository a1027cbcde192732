// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

function tokenOf(link: string): string {
  const url = new URL(link);
  expect(url.searchParams.get('stytch_token_type')).toBe('magic_links');
  return url.searchParams.get('token') ?? '';
}

function pkcePair() {
  // Spec §9: the verifier is 16 random 32-bit values, hex-encoded; the challenge is SHA-256, base64url.
  const verifier = randomBytes(64).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('sign-up and log-in by email magic link', () => {
  it('mails a sign-up link to a new address and a log-in link once it is verified', async () => {
    const sent = await api.post('/magic_links/email/login_or_create', {
      email: 'grace@example.com',
      login_magic_link_url: 'http://localhost:5173/login',
      signup_magic_link_url: 'http://localhost:5173/signup',
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({
      user_created: true,
      user_id: expect.stringMatching(/^user-test-/),
      email_id: expect.stringMatching(/^email-test-/),
    });

    const signup = await api.latest('grace@example.com');
    expect(signup).toMatchObject({ channel: 'email', kind: 'magic_link_signup' });
    expect(signup.link).toMatch(/^http:\/\/localhost:5173\/signup\?stytch_token_type=magic_links&token=[\w-]{43}$/);

    const auth = await api.post('/magic_links/authenticate', { token: tokenOf(signup.link), session_duration_minutes: 60 });
    expect(auth.status).toBe(200);
    expect(auth.json.data).toMatchObject({ user_id: sent.json.data.user_id, method_id: sent.json.data.email_id });
    expect(auth.json.data.user.emails[0].verified).toBe(true);
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    const lifetime = Date.parse(auth.json.data.session.expires_at) - Date.parse(auth.json.data.session.started_at);
    expect(lifetime).toBe(60 * 60_000);

    await api.post('/magic_links/email/login_or_create', {
      email: 'grace@example.com',
      login_magic_link_url: 'http://localhost:5173/login',
      signup_magic_link_url: 'http://localhost:5173/signup',
    });
    const login = await api.latest('grace@example.com');
    expect(login.kind).toBe('magic_link_login');
    expect(login.link).toMatch(/^http:\/\/localhost:5173\/login\?/);
    expect((await api.post('/magic_links/authenticate', { token: tokenOf(login.link) })).status).toBe(200);
  });

  it('uses the project default redirect URL when none is sent', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'default@example.com' });
    const { link } = await api.latest('default@example.com');
    expect(link.startsWith(`${api.emulator.config.current.defaultRedirectUrls.signup}?stytch_token_type=magic_links&token=`)).toBe(true);
  });

  it('keeps a user created as pending until the link is used', async () => {
    const sent = await api.post('/magic_links/email/login_or_create', { email: 'pending@example.com', create_user_as_pending: true });
    const before = api.emulator.db.prepare('SELECT status FROM users WHERE user_id = ?').get(sent.json.data.user_id) as { status: string };
    expect(before.status).toBe('pending');
    const auth = await api.post('/magic_links/authenticate', { token: tokenOf((await api.latest('pending@example.com')).link) });
    expect(auth.json.data.user.status).toBe('active');
  });

  it('creates active users by default', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'active@example.com' });
    const auth = await api.post('/magic_links/authenticate', { token: tokenOf((await api.latest('active@example.com')).link) });
    expect(auth.json.data.user.status).toBe('active');
  });
});

describe('magic link tokens', () => {
  it('work once', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'reuse@example.com' });
    const token = tokenOf((await api.latest('reuse@example.com')).link);
    expect((await api.post('/magic_links/authenticate', { token })).status).toBe(200);
    const error = expectError(await api.post('/magic_links/authenticate', { token }), 401, 'unable_to_auth_magic_link');
    expect(error.error_message).toMatch(/already been used/);
  });

  it('expire after 30 minutes by default', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'expired@example.com' });
    const token = tokenOf((await api.latest('expired@example.com')).link);
    await api.advanceMinutes(30);
    const error = expectError(await api.post('/magic_links/authenticate', { token }), 401, 'unable_to_auth_magic_link');
    expect(error.error_message).toMatch(/expired/);
  });

  it('honour the login and signup expirations', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'quick@example.com', signup_expiration_minutes: 5 });
    const token = tokenOf((await api.latest('quick@example.com')).link);
    await api.advanceMinutes(6);
    expectError(await api.post('/magic_links/authenticate', { token }), 401, 'unable_to_auth_magic_link');

    await api.post('/magic_links/email/login_or_create', { email: 'slow@example.com', signup_expiration_minutes: 120 });
    const slow = tokenOf((await api.latest('slow@example.com')).link);
    await api.advanceMinutes(90);
    expect((await api.post('/magic_links/authenticate', { token: slow })).status).toBe(200);
  });

  it('refuse a token that was never issued', async () => {
    expectError(await api.post('/magic_links/authenticate', { token: 'made-up-token' }), 401, 'unable_to_auth_magic_link');
  });
});

describe('redirect URLs', () => {
  it('refuses a redirect URL outside the allowed list', async () => {
    const error = expectError(
      await api.post('/magic_links/email/login_or_create', {
        email: 'phish@example.com',
        login_magic_link_url: 'https://evil.example/steal',
      }),
      400,
      'redirect_url_not_allowed',
    );
    expect(error.error_message).toContain('login_magic_link_url');
    expect(await api.messages('phish@example.com')).toEqual([]);
    // Nothing was created by the refused call.
    expect((await api.post('/users/search', { email: 'phish@example.com' })).json.data.userType).toBe('new');
  });

  it('follows the configured allowed redirect URLs', async () => {
    const other = await startEmulator({
      config: {
        allowedRedirectUrls: ['https://app.example.com/auth'],
        defaultRedirectUrls: {
          login: 'https://app.example.com/auth',
          signup: 'https://app.example.com/auth',
          resetPassword: 'https://app.example.com/auth',
        },
      },
    });
    try {
      expect(
        (
          await other.post('/magic_links/email/login_or_create', {
            email: 'x@example.com',
            signup_magic_link_url: 'https://app.example.com/auth',
          })
        ).status,
      ).toBe(200);
      expectError(
        await other.post('/magic_links/email/login_or_create', {
          email: 'x@example.com',
          login_magic_link_url: 'https://app.example.com/other',
        }),
        400,
        'redirect_url_not_allowed',
      );
      expectError(
        await other.post('/magic_links/email/login_or_create', { email: 'x@example.com', login_magic_link_url: 'http://localhost:5173/' }),
        400,
        'redirect_url_not_allowed',
      );
    } finally {
      await other.close();
    }
  });
});

describe('PKCE', () => {
  it('binds a link sent with a code_challenge to its code_verifier', async () => {
    const { verifier, challenge } = pkcePair();
    await api.post('/magic_links/email/login_or_create', { email: 'pkce@example.com', code_challenge: challenge });
    const token = tokenOf((await api.latest('pkce@example.com')).link);

    const missing = expectError(await api.post('/magic_links/authenticate', { token }), 400, 'pkce_mismatch');
    expect(missing.error_message).toContain('pkce');
    const wrong = expectError(
      await api.post('/magic_links/authenticate', { token, code_verifier: pkcePair().verifier }),
      400,
      'pkce_mismatch',
    );
    expect(wrong.error_message).toContain('pkce');
    // A failed verifier does not burn the link: the device that started the flow can still finish it.
    expect((await api.post('/magic_links/authenticate', { token, code_verifier: verifier })).status).toBe(200);
  });

  it('requires a code_challenge when the project requires PKCE for magic links', async () => {
    const strict = await startEmulator({ config: { pkceRequired: { emailMagicLinks: true } } });
    try {
      expect((await strict.get(`/projects/bootstrap/${strict.publicToken}`)).json.data.pkce_required_for_email_magic_links).toBe(true);
      const error = expectError(
        await strict.post('/magic_links/email/login_or_create', { email: 'strict@example.com' }),
        400,
        'missing_code_challenge',
      );
      expect(error.error_message).toContain('pkce');
      const { verifier, challenge } = pkcePair();
      expect(
        (await strict.post('/magic_links/email/login_or_create', { email: 'strict@example.com', code_challenge: challenge })).status,
      ).toBe(200);
      const token = tokenOf((await strict.latest('strict@example.com')).link);
      expect((await strict.post('/magic_links/authenticate', { token, code_verifier: verifier })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('PKCE switched on after a link went out', () => {
  it('refuses the link without a verifier: the flag is checked when it is used, not only when it is sent', async () => {
    await api.post('/magic_links/email/login_or_create', { email: 'before@example.com' });
    const token = tokenOf((await api.latest('before@example.com')).link);
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { emailMagicLinks: true } }, auth: null });
    const refused = expectError(await api.post('/magic_links/authenticate', { token }), 400, 'missing_code_challenge');
    // The client's fallback between verifier namespaces keys on this word (spec §8).
    expect(refused.error_message).toContain('pkce');
    // Not spent: with the requirement lifted again the same link signs in.
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { emailMagicLinks: false } }, auth: null });
    expect((await api.post('/magic_links/authenticate', { token })).status).toBe(200);
  });
});

describe('primary and secondary sends', () => {
  it('sends a primary link only to a known address', async () => {
    expectError(await api.post('/magic_links/email/send/primary', { email: 'unknown@example.com' }), 404, 'email_not_found');
    await signUpByEmailOtp(api, 'known@example.com');
    const sent = await api.post('/magic_links/email/send/primary', { email: 'known@example.com' });
    expect(sent.status).toBe(200);
    expect((await api.latest('known@example.com')).kind).toBe('magic_link_login');
  });

  it('adds an email to the signed-in user with a secondary send and steps the session up', async () => {
    const session = await signUpByEmailOtp(api, 'first@example.com');
    expectError(await api.post('/magic_links/email/send/secondary', { email: 'second@example.com' }), 401, 'user_unauthenticated');
    const sent = await api.post('/magic_links/email/send/secondary', { email: 'second@example.com' }, session.session_token);
    expect(sent.json.data.user_id).toBe(session.user_id);
    const token = tokenOf((await api.latest('second@example.com')).link);
    const auth = await api.post('/magic_links/authenticate', { token }, session.session_token);
    expect(auth.json.data.session.session_id).toBe(session.session.session_id);
    expect(auth.json.data.user.emails.map((e: { email: string }) => e.email)).toEqual(['first@example.com', 'second@example.com']);
    expect(auth.json.data.session.authentication_factors).toHaveLength(2);
  });
});
